import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage, type Shown } from '../../lib/api.ts';

/**
 * Ends every session of the account (a lost phone, a shared computer), then shows the sign-out
 * page, which clears this device's token as a normal sign-out does (docs/product.md §3.10).
 */
export function SignOutEverywhere() {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Shown | null>(null);
  const signOutEverywhere = async () => {
    setPending(true);
    setFailure(null);
    try {
      await authApi.logoutEverywhere();
      void navigate('/sign/out', { state: { everywhere: true } });
    } catch (error) {
      setFailure(errorMessage(error, t('profile.sessions.failed')));
      setPending(false);
    }
  };
  return (
    <>
      {failure && <ErrorBanner className="mb-4">{failure}</ErrorBanner>}
      <Button variant="secondary" loading={pending} onClick={() => void signOutEverywhere()}>
        {t('profile.sessions.signOutEverywhere')}
      </Button>
    </>
  );
}
