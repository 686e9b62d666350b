import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TOKEN_SCOPES, type TokenCreated, type TokenItem, type TokenScope } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { integrationsApi, useApiTokens } from '../../../api/admin-integrations.ts';
import { adminKeys, listAndActivityChanged } from '../../../api/admin-keys.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useErrorText } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { SectionHeading } from '../section-heading.tsx';
import { CheckboxGroup, SecretOnce } from './secret-once.tsx';

const SCOPE_HINT = {
  'catalog:read': 'admin.tokens.scope.catalogRead',
  'catalog:write': 'admin.tokens.scope.catalogWrite',
  'enquiries:read': 'admin.tokens.scope.enquiriesRead',
  admin: 'admin.tokens.scope.admin',
} as const satisfies Record<TokenScope, MessageKey>;

const COLUMNS = [
  'admin.tokens.column.name',
  'admin.tokens.column.scopes',
  'admin.tokens.column.creator',
  'admin.tokens.column.created',
  'admin.tokens.column.lastUsed',
  'admin.tokens.column.expires',
  'admin.tokens.column.actions',
] as const satisfies readonly MessageKey[];

/** `/admin/tokens` (docs/decisions/0170): API tokens, made with their secret shown once, and revoked. */
export function TokensPage() {
  const t = useT();
  const tokens = useApiTokens();
  const [revoking, setRevoking] = useState<TokenItem | null>(null);
  const columns = COLUMNS.map((key) => t(key));
  const [name, scopes, creator, created, lastUsed, expires, actions] = columns;
  return (
    <>
      <SectionHeading title={t('admin.section.tokens')} description={t('admin.tokens.description')} />
      <CreateTokenForm />
      <h3 className="mt-10 mb-3 text-base font-semibold text-navy-950">{t('admin.tokens.listTitle')}</h3>
      {tokens.isError && <ErrorBanner>{t('admin.integrations.loadFailed')}</ErrorBanner>}
      {tokens.data && tokens.data.length === 0 && <p className="text-slate-700">{t('admin.tokens.empty')}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <DataTable caption={t('admin.tokens.listTitle')} head={columns}>
          {tokens.data.map((token) => (
            <DataRow key={token.id} data-testid="token-row">
              <DataCell label={name!} className="font-semibold break-words text-navy-950">
                {token.name}
              </DataCell>
              <DataCell label={scopes!}>
                <span className="font-mono text-xs">{token.scopes.join(', ')}</span>
              </DataCell>
              <DataCell label={creator!}>{token.created_by.name ?? t('admin.formerAdmin')}</DataCell>
              <DataCell label={created!} className="whitespace-nowrap">
                {formatDateTime(token.created_at)}
              </DataCell>
              <DataCell label={lastUsed!} className="whitespace-nowrap">
                {token.last_used_at ? formatDateTime(token.last_used_at) : t('admin.tokens.never')}
              </DataCell>
              <DataCell label={expires!} className="whitespace-nowrap">
                {token.expires_at ? formatDate(token.expires_at) : t('admin.tokens.noExpiry')}
              </DataCell>
              <DataCell label={actions!}>
                <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setRevoking(token)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('admin.tokens.revoke')}
                  <span className="sr-only"> {token.name}</span>
                </Button>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

/** The end of the chosen day in UTC, as the API takes it; empty for no expiry. */
const expiryOf = (day: string) => (day ? `${day}T23:59:59Z` : null);

function CreateTokenForm() {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['catalog:read']);
  const [expiry, setExpiry] = useState('');
  const [made, setMade] = useState<TokenCreated | null>(null);
  const create = useMutation({
    mutationFn: () => integrationsApi.createToken({ name, scopes, expires_at: expiryOf(expiry) }),
    onSuccess: async (answer) => {
      setMade(answer.data);
      setName('');
      setExpiry('');
      await listAndActivityChanged(queryClient, adminKeys.tokens());
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <form noValidate onSubmit={submit} aria-label={t('admin.tokens.createTitle')} className="space-y-4">
        <h3 className="text-base font-semibold text-navy-950">{t('admin.tokens.createTitle')}</h3>
        <div className="flex flex-wrap gap-4">
          <TextField
            label={t('admin.tokens.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={100}
            autoComplete="off"
            className="min-w-0 flex-1 basis-64"
          />
          <TextField
            label={t('admin.tokens.expiry')}
            type="date"
            optional
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            className="min-w-0 basis-48"
          />
        </div>
        <CheckboxGroup
          legend={t('admin.tokens.scopes')}
          options={TOKEN_SCOPES.map((scope) => ({ value: scope, label: scope, hint: t(SCOPE_HINT[scope]) }))}
          values={scopes}
          onChange={setScopes}
        />
        {create.isError && <ErrorBanner>{errorText(create.error, t('admin.integrations.failed'))}</ErrorBanner>}
        <Button type="submit" loading={create.isPending}>
          {t('admin.tokens.create')}
        </Button>
      </form>
      {made && (
        <SecretOnce
          title={t('admin.tokens.secretTitle', { name: made.name })}
          secret={made.token}
          onDone={() => setMade(null)}
        />
      )}
    </div>
  );
}

function RevokeDialog({ token, onClose }: { token: TokenItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={t('admin.tokens.revokeTitle')}
      description={t('admin.tokens.revokeConfirm', { name: token.name })}
      confirm={t('admin.tokens.revoke')}
      cancel={t('admin.cancel')}
      failure={t('admin.integrations.failed')}
      action={() => integrationsApi.revokeToken(token.id)}
      done={t('admin.tokens.revoked', { name: token.name })}
      onDone={() => listAndActivityChanged(queryClient, adminKeys.tokens())}
      onClose={onClose}
    />
  );
}
