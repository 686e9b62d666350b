import { Download, Trash } from 'lucide-react';
import { useState } from 'react';
import { membersApi } from '../../api/members.ts';
import { Button } from '../../components/ui/button.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';
import { notify } from '../../lib/toast.ts';
import { AccountSection } from './account-section.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** The file's name when the server gives none. */
const FALLBACK_FILE_NAME = 'solution-catalog-account.json';

/** Everything held about the account, fetched with the session's token and saved as the server's JSON file. */
async function downloadMyData() {
  const file = await membersApi.exportData();
  saveFile(file.blob, file.fileName ?? FALLBACK_FILE_NAME);
}

/** docs/product.md §3.12 My data: download it all, or delete the account. */
export function MyDataSection() {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      notify.error(errorMessage(error, translate('profile.data.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <AccountSection id="my-data" title={t('profile.data.title')} description={t('profile.data.description')}>
      <Button variant="secondary" loading={downloading} onClick={() => void download()}>
        <Download className="size-4" aria-hidden="true" />
        {t('profile.data.download')}
      </Button>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <h3 className="text-sm font-semibold text-slate-900">{t('profile.data.delete')}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{t('profile.data.deleteHint')}</p>
        <Button variant="danger" className="mt-4" onClick={() => setDeleting(true)}>
          <Trash className="size-4" aria-hidden="true" />
          {t('profile.data.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </AccountSection>
  );
}
