import type { LookupKind } from '@catalog/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Query keys of the back office, one family per resource under one root (docs/product.md §3.11). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  lookups: (kind: LookupKind) => [...adminKeys.all, 'lookups', kind] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  enquiries: () => [...adminKeys.all, 'enquiries'] as const,
  enquiryLists: () => [...adminKeys.enquiries(), 'list'] as const,
  newEnquiryCount: () => [...adminKeys.enquiries(), 'new-count'] as const,
  enquiry: (id: string | number) => [...adminKeys.enquiries(), 'detail', String(id)] as const,
  activity: () => [...adminKeys.all, 'activity'] as const,
  revisions: (id: number) => [...adminKeys.all, 'revisions', id] as const,
  trash: () => [...adminKeys.all, 'trash'] as const,
  insight: () => [...adminKeys.all, 'insight'] as const,
  tokens: () => [...adminKeys.all, 'tokens'] as const,
  webhooks: () => [...adminKeys.all, 'webhooks'] as const,
  deliveries: (id: number) => [...adminKeys.webhooks(), 'deliveries', id] as const,
  synonyms: () => [...adminKeys.all, 'synonyms'] as const,
};

/** Every admin write adds a line to the activity log. */
export const activityChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.activity() });

/** After an admin write to one list: that list and the activity log are fetched again. */
export const listAndActivityChanged = (queryClient: QueryClient, list: QueryKey) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: list }), activityChanged(queryClient)]);
