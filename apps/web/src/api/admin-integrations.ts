import type { BodyOf } from '@catalog/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** API tokens and webhooks (docs/decisions/0170-0173). */
export const integrationsApi = {
  createToken: (body: BodyOf<'createApiToken'>) => call('createApiToken', { body }),
  revokeToken: (id: number) => call('revokeApiToken', { params: { id } }),
  createWebhook: (body: BodyOf<'createWebhook'>) => call('createWebhook', { body }),
  updateWebhook: (id: number, body: BodyOf<'updateWebhook'>) => call('updateWebhook', { params: { id }, body }),
  deleteWebhook: (id: number) => call('deleteWebhook', { params: { id } }),
  redeliver: (id: number) => call('redeliverWebhook', { params: { id } }),
};

export function useApiTokens() {
  return useQuery({
    queryKey: adminKeys.tokens(),
    queryFn: ({ signal }) => call('listApiTokens', { signal }).then((r) => r.data),
  });
}

export function useWebhooks() {
  return useQuery({
    queryKey: adminKeys.webhooks(),
    queryFn: ({ signal }) => call('listWebhooks', { signal }).then((r) => r.data),
  });
}

export function useDeliveries(id: number) {
  return useQuery({
    queryKey: adminKeys.deliveries(id),
    queryFn: ({ signal }) => call('listWebhookDeliveries', { params: { id }, signal }).then((r) => r.data),
  });
}
