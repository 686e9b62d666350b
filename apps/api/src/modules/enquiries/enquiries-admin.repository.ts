import type { AdminEnquiryFilters, AdminEnquirySummary, EnquiryNote, EnquiryStatus } from '@catalog/shared';
import { Repository } from '../../db/repository.ts';

const SUMMARY = [
  'enquiries.id',
  'enquiries.status',
  'enquiries.solution_id',
  'enquiries.solution_name',
  'enquiries.full_name',
  'enquiries.email',
  'enquiries.company',
  'enquiries.created_at',
] as const;
const DETAIL = [...SUMMARY, 'enquiries.user_id', 'enquiries.phone', 'enquiries.position', 'enquiries.message'] as const;

/** The first instant after the day `to` (days are UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** The enquiry inbox of the back office (docs/product.md §6.6). */
export class EnquiriesAdminRepository extends Repository {
  private filtered(f: AdminEnquiryFilters) {
    return this.db
      .selectFrom('enquiries')
      .$if(f.status !== undefined, (qb) => qb.where('enquiries.status', '=', f.status!))
      .$if(f.solution_id !== undefined, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('enquiries.solution_id', '=', f.solution_id!),
            eb.exists(
              eb
                .selectFrom('enquiry_solutions as es')
                .select('es.position')
                .whereRef('es.enquiry_id', '=', 'enquiries.id')
                .where('es.solution_id', '=', f.solution_id!),
            ),
          ]),
        ),
      )
      .$if(f.from !== undefined, (qb) => qb.where('enquiries.created_at', '>=', `${f.from}T00:00:00.000Z`))
      .$if(f.to !== undefined, (qb) => qb.where('enquiries.created_at', '<', dayAfter(f.to!)));
  }

  async page(f: AdminEnquiryFilters, limit: number, offset: number) {
    const { total } = await this.filtered(f)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const items: AdminEnquirySummary[] = await this.filtered(f)
      .select(SUMMARY)
      .orderBy('enquiries.created_at', 'desc')
      .orderBy('enquiries.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total: Number(total), items };
  }

  /** Every enquiry of the filters with its message, newest first (the CSV export). */
  all(f: AdminEnquiryFilters) {
    return this.filtered(f)
      .select(DETAIL)
      .orderBy('enquiries.created_at', 'desc')
      .orderBy('enquiries.id', 'desc')
      .execute();
  }

  find(id: number) {
    return this.db.selectFrom('enquiries').select(DETAIL).where('enquiries.id', '=', id).executeTakeFirst();
  }

  /** The solutions an enquiry names, in the order asked; an enquiry from before they were kept has its one. */
  async solutions(enquiry: { id: number; solution_id: number | null; solution_name: string }) {
    const rows = await this.db
      .selectFrom('enquiry_solutions')
      .select(['solution_id as id', 'solution_name as name'])
      .where('enquiry_id', '=', enquiry.id)
      .orderBy('position')
      .execute();
    return rows.length > 0 ? rows : [{ id: enquiry.solution_id, name: enquiry.solution_name }];
  }

  notes(enquiryId: number): Promise<EnquiryNote[]> {
    return this.db
      .selectFrom('enquiry_notes')
      .leftJoin('users', 'users.id', 'enquiry_notes.author_id')
      .select([
        'enquiry_notes.id',
        'enquiry_notes.body',
        'enquiry_notes.created_at',
        'enquiry_notes.author_id',
        'users.full_name as author_name',
      ])
      .where('enquiry_notes.enquiry_id', '=', enquiryId)
      .orderBy('enquiry_notes.id')
      .execute();
  }

  async setStatus(id: number, status: EnquiryStatus): Promise<void> {
    await this.db.updateTable('enquiries').set({ status }).where('id', '=', id).execute();
  }

  async addNote(enquiryId: number, authorId: number | null, body: string, now: string): Promise<number> {
    const row = await this.db
      .insertInto('enquiry_notes')
      .values({ enquiry_id: enquiryId, author_id: authorId, body, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async countNew(): Promise<number> {
    const { n } = await this.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    return Number(n);
  }
}
