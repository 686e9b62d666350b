import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { WEBHOOK_EVENTS, type WebhookCreated, type WebhookEvent, type WebhookItem } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { List, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { integrationsApi, useWebhooks } from '../../../api/admin-integrations.ts';
import { adminKeys, listAndActivityChanged } from '../../../api/admin-keys.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table.tsx';
import { DialogFrame } from '../../../components/ui/dialog-frame.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useErrorText } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { notify } from '../../../lib/toast.ts';
import { SectionHeading } from '../section-heading.tsx';
import { DeliveriesTable } from './deliveries-table.tsx';
import { CheckboxGroup, SecretOnce } from './secret-once.tsx';

const COLUMNS = [
  'admin.webhooks.column.url',
  'admin.webhooks.column.events',
  'admin.webhooks.column.state',
  'admin.webhooks.column.actions',
] as const satisfies readonly MessageKey[];

const eventOptions = WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }));

/** `/admin/webhooks` (docs/decisions/0172): endpoints, each with its secret shown once and its delivery log. */
export function WebhooksPage() {
  const t = useT();
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<WebhookItem | null>(null);
  const [deleting, setDeleting] = useState<WebhookItem | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const columns = COLUMNS.map((key) => t(key));
  const [url, events, state, actions] = columns;
  const open = webhooks.data?.find((w) => w.id === shown);
  return (
    <>
      <SectionHeading title={t('admin.section.webhooks')} description={t('admin.webhooks.description')} />
      <CreateWebhookForm />
      <h3 className="mt-10 mb-3 text-base font-semibold text-navy-950">{t('admin.webhooks.listTitle')}</h3>
      {webhooks.isError && <ErrorBanner>{t('admin.integrations.loadFailed')}</ErrorBanner>}
      {webhooks.data && webhooks.data.length === 0 && <p className="text-slate-700">{t('admin.webhooks.empty')}</p>}
      {webhooks.data && webhooks.data.length > 0 && (
        <DataTable caption={t('admin.webhooks.listTitle')} head={columns}>
          {webhooks.data.map((hook) => (
            <DataRow key={hook.id} data-testid="webhook-row">
              <DataCell label={url!}>
                <span className="font-mono text-xs break-all text-navy-950">{hook.url}</span>
              </DataCell>
              <DataCell label={events!}>
                <span className="font-mono text-xs">{hook.events.join(', ')}</span>
              </DataCell>
              <DataCell label={state!}>
                {hook.paused_at ? (
                  <span className="font-semibold text-red-700">{t('admin.webhooks.paused')}</span>
                ) : (
                  t('admin.webhooks.active')
                )}
              </DataCell>
              <DataCell label={actions!}>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={shown === hook.id}
                    onClick={() => setShown(shown === hook.id ? null : hook.id)}
                  >
                    <List className="size-4" aria-hidden="true" />
                    {t('admin.webhooks.deliveries')}
                    <span className="sr-only"> {hook.url}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(hook)}>
                    <Pencil className="size-4" aria-hidden="true" />
                    {t('admin.webhooks.edit')}
                    <span className="sr-only"> {hook.url}</span>
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setDeleting(hook)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('admin.webhooks.delete')}
                    <span className="sr-only"> {hook.url}</span>
                  </Button>
                </div>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
      {open && <DeliveriesTable webhook={open} />}
      {editing && <EditWebhookDialog hook={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteWebhookDialog hook={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function CreateWebhookForm() {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['solution.created']);
  const [made, setMade] = useState<WebhookCreated | null>(null);
  const create = useMutation({
    mutationFn: () => integrationsApi.createWebhook({ url, events }),
    onSuccess: async (answer) => {
      setMade(answer.data);
      setUrl('');
      await listAndActivityChanged(queryClient, adminKeys.webhooks());
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <form noValidate onSubmit={submit} aria-label={t('admin.webhooks.createTitle')} className="space-y-4">
        <h3 className="text-base font-semibold text-navy-950">{t('admin.webhooks.createTitle')}</h3>
        <TextField
          label={t('admin.webhooks.url')}
          hint={t('admin.webhooks.urlHint')}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          required
          autoComplete="off"
        />
        <CheckboxGroup
          legend={t('admin.webhooks.events')}
          options={eventOptions}
          values={events}
          onChange={setEvents}
        />
        {create.isError && <ErrorBanner>{errorText(create.error, t('admin.integrations.failed'))}</ErrorBanner>}
        <Button type="submit" loading={create.isPending}>
          {t('admin.webhooks.create')}
        </Button>
      </form>
      {made && <SecretOnce title={t('admin.webhooks.secretTitle')} secret={made.secret} onDone={() => setMade(null)} />}
    </div>
  );
}

function EditWebhookDialog({ hook, onClose }: { hook: WebhookItem; onClose: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(hook.url);
  const [events, setEvents] = useState<WebhookEvent[]>(hook.events);
  const [resume, setResume] = useState(false);
  const save = useMutation({
    mutationFn: () => integrationsApi.updateWebhook(hook.id, { url, events, ...(resume && { paused: false }) }),
    onSuccess: async () => {
      notify.success(translate('admin.webhooks.saved'));
      onClose();
      await listAndActivityChanged(queryClient, adminKeys.webhooks());
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <DialogFrame open onClose={() => !save.isPending && onClose()} title={t('admin.webhooks.editTitle')}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={t('admin.webhooks.url')}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          required
          autoComplete="off"
        />
        <CheckboxGroup
          legend={t('admin.webhooks.events')}
          options={eventOptions}
          values={events}
          onChange={setEvents}
        />
        {hook.paused_at && (
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={resume}
              onChange={(event) => setResume(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-teal-700"
            />
            <span className="font-medium">{t('admin.webhooks.resume')}</span>
          </label>
        )}
        {save.isError && <ErrorBanner>{errorText(save.error, t('admin.integrations.failed'))}</ErrorBanner>}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.webhooks.save')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

function DeleteWebhookDialog({ hook, onClose }: { hook: WebhookItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={t('admin.webhooks.deleteTitle')}
      description={t('admin.webhooks.deleteConfirm', { url: hook.url })}
      confirm={t('admin.webhooks.delete')}
      cancel={t('admin.cancel')}
      failure={t('admin.integrations.failed')}
      action={() => integrationsApi.deleteWebhook(hook.id)}
      done={t('admin.webhooks.deleted')}
      onDone={() => listAndActivityChanged(queryClient, adminKeys.webhooks())}
      onClose={onClose}
    />
  );
}
