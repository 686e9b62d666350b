import type { AdminEnquiryDetail, EnquiryStatus, QueryOf } from '@catalog/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { download } from '../lib/download.ts';
import { usePagedQuery } from './paged-query.ts';
import { useSession } from '../lib/session.ts';
import { activityChanged, adminKeys } from './admin-keys.ts';

export const adminEnquiriesApi = {
  setStatus: (id: number, status: EnquiryStatus) => call('updateAdminEnquiry', { params: { id }, body: { status } }),
  addNote: (id: number, body: string) => call('addEnquiryNote', { params: { id }, body: { body } }),
  /** The filtered list as the server's CSV file. */
  exportCsv: (query: QueryOf<'exportAdminEnquiries'>) => download('exportAdminEnquiries', { query }),
};

/** One page of the inbox, newest first. */
export function useAdminEnquiries(query: QueryOf<'listAdminEnquiries'>) {
  return usePagedQuery([...adminKeys.enquiryLists(), query], (signal) => call('listAdminEnquiries', { query, signal }));
}

export function useAdminEnquiry(id: string) {
  return useQuery({
    queryKey: adminKeys.enquiry(id),
    queryFn: ({ signal }) => call('getAdminEnquiry', { params: { id }, signal }).then((r) => r.data),
  });
}

/** How many enquiries are still new: the badge of the admin's menu, asked again every minute. */
export function useNewEnquiryCount() {
  const session = useSession();
  return useQuery({
    queryKey: adminKeys.newEnquiryCount(),
    queryFn: ({ signal }) => call('countNewEnquiries', { signal }).then((r) => r.data.count),
    enabled: session?.role === 'admin',
    refetchInterval: 60_000,
  });
}

/** An enquiry changed: the server's answer is what it now is; the lists, the badge, the overview and the log follow. */
export function enquiryChanged(queryClient: QueryClient, saved: AdminEnquiryDetail) {
  queryClient.setQueryData(adminKeys.enquiry(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: adminKeys.enquiryLists() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.newEnquiryCount() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
  void activityChanged(queryClient);
}

/** A note was added: the enquiry shows it, and the log has a line. */
export function enquiryNoted(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.enquiry(id) });
  void activityChanged(queryClient);
}
