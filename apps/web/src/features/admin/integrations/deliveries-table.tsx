import type { WebhookDelivery, WebhookItem } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { integrationsApi, useDeliveries } from '../../../api/admin-integrations.ts';
import { adminKeys } from '../../../api/admin-keys.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table.tsx';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useErrorText } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/toast.ts';

const COLUMNS = [
  'admin.webhooks.delivery.event',
  'admin.webhooks.delivery.status',
  'admin.webhooks.delivery.attempts',
  'admin.webhooks.delivery.code',
  'admin.webhooks.delivery.time',
  'admin.webhooks.column.actions',
] as const satisfies readonly MessageKey[];

const STATUS = {
  pending: 'admin.webhooks.status.pending',
  delivered: 'admin.webhooks.status.delivered',
  failed: 'admin.webhooks.status.failed',
} as const satisfies Record<WebhookDelivery['status'], MessageKey>;

const STATUS_CLASS = { pending: 'text-amber-800', delivered: 'text-teal-800', failed: 'text-red-700' } as const;

/** The latest deliveries to one endpoint, each with a "Redeliver" button. */
export function DeliveriesTable({ webhook }: { webhook: WebhookItem }) {
  const t = useT();
  const deliveries = useDeliveries(webhook.id);
  const columns = COLUMNS.map((key) => t(key));
  const [event, status, attempts, code, time, actions] = columns;
  const title = t('admin.webhooks.deliveriesTitle', { url: webhook.url });
  return (
    <section aria-label={title} className="mt-8">
      <h3 className="mb-3 text-base font-semibold break-all text-navy-950">{title}</h3>
      {deliveries.isError && <ErrorBanner>{t('admin.integrations.loadFailed')}</ErrorBanner>}
      {deliveries.data && deliveries.data.length === 0 && (
        <p className="text-slate-700">{t('admin.webhooks.noDeliveries')}</p>
      )}
      {deliveries.data && deliveries.data.length > 0 && (
        <DataTable caption={title} head={columns}>
          {deliveries.data.map((d) => (
            <DataRow key={d.id} data-testid="delivery-row">
              <DataCell label={event!}>
                <span className="font-mono text-xs">{d.event}</span>
              </DataCell>
              <DataCell label={status!} className={`font-semibold ${STATUS_CLASS[d.status]}`}>
                {t(STATUS[d.status])}
              </DataCell>
              <DataCell label={attempts!}>{d.attempts}</DataCell>
              <DataCell label={code!}>{d.response_code ?? '—'}</DataCell>
              <DataCell label={time!} className="whitespace-nowrap">
                {formatDateTime(d.created_at)}
              </DataCell>
              <DataCell label={actions!}>
                <RedeliverButton webhookId={webhook.id} delivery={d} />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function RedeliverButton({ webhookId, delivery }: { webhookId: number; delivery: WebhookDelivery }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const redeliver = useMutation({
    mutationFn: () => integrationsApi.redeliver(delivery.id),
    onSuccess: async () => {
      notify.success(translate('admin.webhooks.redelivered'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.deliveries(webhookId) });
    },
    onError: (error) => notify.error(errorText(error, translate('admin.integrations.failed'))),
  });
  return (
    <Button variant="secondary" size="sm" loading={redeliver.isPending} onClick={() => redeliver.mutate()}>
      <RotateCcw className="size-4" aria-hidden="true" />
      {t('admin.webhooks.redeliver')}
      <span className="sr-only"> {delivery.delivery_id}</span>
    </Button>
  );
}
