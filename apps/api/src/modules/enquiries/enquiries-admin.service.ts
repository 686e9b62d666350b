import type {
  AdminEnquiryDetail,
  AdminEnquiryFilters,
  AdminEnquiryQuery,
  AdminEnquirySummary,
  EnquiryNote,
  EnquiryStatus,
  Pagination,
} from '@catalog/shared';
import { coded } from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { toCsv } from '../../lib/csv.ts';
import { notFound } from '../../lib/errors.ts';
import { offsetOf, paginationOf } from '../../lib/paging.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { EnquiriesAdminRepository } from './enquiries-admin.repository.ts';

const CSV_HEADER = [
  'id',
  'received',
  'status',
  'solution id',
  'solution',
  'name',
  'email',
  'company',
  'phone',
  'position',
  'message',
] as const;

/** Who sent an enquiry, as the activity log names it; a deleted account's enquiry has no name left. */
const senderOf = (enquiry: { full_name: string }) => enquiry.full_name || 'a deleted account';

/** The enquiry inbox (docs/product.md §6.6): status, notes and the CSV export. */
export class EnquiriesAdminService {
  constructor(
    private readonly repo: EnquiriesAdminRepository,
    private readonly activity: ActivityRepository,
  ) {}

  async list(query: AdminEnquiryQuery): Promise<{ data: AdminEnquirySummary[]; pagination: Pagination }> {
    const { total, items } = await this.repo.page(query, query.page_size, offsetOf(query.page, query.page_size));
    return { data: items, pagination: paginationOf(total, query.page, query.page_size) };
  }

  async csv(filters: AdminEnquiryFilters): Promise<string> {
    const rows = await this.repo.all(filters);
    return toCsv(
      CSV_HEADER,
      rows.map((e) => [
        e.id,
        e.created_at,
        e.status,
        e.solution_id,
        e.solution_name,
        e.full_name,
        e.email,
        e.company,
        e.phone,
        e.position,
        e.message,
      ]),
    );
  }

  countNew(): Promise<number> {
    return this.repo.countNew();
  }

  async detail(id: number, repo = this.repo): Promise<AdminEnquiryDetail> {
    const enquiry = await repo.find(id);
    if (!enquiry) throw notFound(coded('admin.enquiryNotFound'));
    // One after the other: on a transaction's one connection.
    const solutions = await repo.solutions(enquiry);
    return { ...enquiry, solutions, notes: await repo.notes(id) };
  }

  async setStatus(caller: Caller, id: number, status: EnquiryStatus): Promise<AdminEnquiryDetail> {
    return this.repo.transaction(async (trx) => {
      const repo = this.repo.on(trx);
      const current = await this.detail(id, repo);
      await repo.setStatus(id, status);
      const summary = `Enquiry from ${senderOf(current)}: ${current.status} → ${status}`;
      await this.activity.on(trx).record(caller, 'enquiry', 'status', id, summary);
      return { ...current, status };
    });
  }

  async addNote(caller: Caller, id: number, body: string): Promise<EnquiryNote> {
    return this.repo.transaction(async (trx) => {
      const repo = this.repo.on(trx);
      const current = await this.detail(id, repo);
      const noteId = await repo.addNote(id, caller.userId, body, nowIso());
      await this.activity
        .on(trx)
        .record(caller, 'enquiry', 'note', id, `Note on the enquiry from ${senderOf(current)}`);
      return (await repo.notes(id)).find((n) => n.id === noteId)!;
    });
  }
}
