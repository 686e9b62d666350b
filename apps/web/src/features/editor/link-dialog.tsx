import { type CodedMessage, coded } from '@catalog/shared';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { normalizeLinkUrl } from './link-url.ts';

export interface LinkDraft {
  text: string;
  url: string;
  /** The cursor is on an existing link, which can then be removed. */
  existing: boolean;
}

interface LinkDialogProps {
  draft: LinkDraft | null;
  onClose: () => void;
  onSave: (link: { text: string; url: string }) => void;
  onRemove: () => void;
}

/** The rich-text editor's link form (docs/product.md §5.10: a text and a URL). */
export function LinkDialog({ draft, onClose, onSave, onRemove }: LinkDialogProps) {
  return (
    <Dialog open={draft !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-navy-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        {/* Keyed by the draft so each opening starts from its own text and URL. */}
        {draft && (
          <LinkForm
            key={`${draft.text}|${draft.url}`}
            draft={draft}
            onClose={onClose}
            onSave={onSave}
            onRemove={onRemove}
          />
        )}
      </div>
    </Dialog>
  );
}

function LinkForm({ draft, onClose, onSave, onRemove }: { draft: LinkDraft } & Omit<LinkDialogProps, 'draft'>) {
  const t = useT();
  const [text, setText] = useState(draft.text);
  const [url, setUrl] = useState(draft.url);
  const [error, setError] = useState<CodedMessage | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = normalizeLinkUrl(url);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onSave({ text: text.trim(), url: result.url });
  };

  return (
    <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
      <DialogTitle className="text-lg font-semibold text-navy-950">
        {draft.existing ? t('editor.link.edit') : t('editor.link.insert')}
      </DialogTitle>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextField
          label={t('editor.link.text')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={t('editor.link.textHint')}
        />
        <TextField
          label={t('editor.link.url')}
          required
          autoFocus
          inputMode="url"
          placeholder="https://"
          value={url}
          error={error}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(undefined);
          }}
          onBlur={() => {
            if (!url.trim()) setError(coded('validation.required'));
          }}
          hint={t('editor.link.urlHint')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          {draft.existing ? (
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onRemove}>
              {t('editor.link.remove')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t('editor.link.cancel')}
            </Button>
            <Button type="submit" size="sm">
              {draft.existing ? t('editor.link.update') : t('editor.link.insert')}
            </Button>
          </div>
        </div>
      </form>
    </DialogPanel>
  );
}
