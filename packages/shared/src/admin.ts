import { z } from 'zod';
import { SEARCH_MAX } from './list-query/rules.ts';
import { pageQueryFields } from './list-query/schema.ts';
import { coded } from './message-codes.ts';
import { SOLUTION_STATUS_IDS } from './statuses.ts';
import { asIssue, flagOr, matching, oneOfNamed, textOr, upTo } from './validation.ts';

/** Shapes of the back office API (docs/product.md §6.6): lookups, accounts, enquiries, activity, overview. */

/** The lookup lists an admin keeps, by the name the API uses for each. */
export const LOOKUP_KINDS = [
  'industry',
  'technology',
  'pattern_of_use',
  'arcgis_product',
  'contributor',
  'sector',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
export const LOOKUP_NAME_MAX = 100;

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ACCOUNT_ROLES = ['admin', 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** What an entry of the activity log is about. */
export const ACTIVITY_KINDS = ['solution', 'image', 'lookup', 'user', 'enquiry', 'integration'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ENQUIRY_NOTE_MAX = 2000;

/** A query value left empty (`status=`) is no filter, as a form with an empty select sends it. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (raw === '' ? undefined : raw), schema.optional());

const queryId = (name: string) => {
  const refused = coded('query.positiveWholeNumber', { name });
  return optionalQuery(
    matching(/^\d{1,9}$/, refused)
      .transform(Number)
      .refine((n) => n >= 1, asIssue(refused)),
  );
};

const searchText = optionalQuery(
  upTo(z.string(), SEARCH_MAX, coded('query.tooLong', { name: 'search', max: SEARCH_MAX })).transform((s) => s.trim()),
);

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const queryDay = (name: string) =>
  optionalQuery(
    matching(/^\d{4}-\d{2}-\d{2}$/, coded('query.dateFormat', { name })).refine(
      (s) => {
        const time = Date.parse(`${s}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
      },
      asIssue(coded('query.dateInvalid', { name })),
    ),
  );

// Lookups.

export const lookupKindParams = z.object({ kind: oneOfNamed('kind', LOOKUP_KINDS) });
export const adminLookupQuery = z.object({ search: searchText, ...pageQueryFields });

/** Control characters have no place in a name shown in lists and filters. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const lookupNameBody = z.object({
  name: textOr(coded('admin.nameRequired'))
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(
      upTo(
        z.string().refine((s) => s.length >= 1, asIssue(coded('admin.nameRequired'))),
        LOOKUP_NAME_MAX,
        coded('admin.nameTooLong', { max: LOOKUP_NAME_MAX }),
      ).refine((s) => !CONTROL_CHARACTERS.test(s), asIssue(coded('admin.nameControlCharacters'))),
    ),
});

export const lookupDeleteQuery = z.object({ merge_into: queryId('merge_into') });

/** One value of a lookup list; `image` (the logo's URL) only on ArcGIS products. */
export const adminLookupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  usage_count: z.number().int(),
  image: z.string().nullable().optional(),
});

// Accounts.

export const adminUserQuery = z.object({ search: searchText, ...pageQueryFields });

export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  company: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  is_active: z.boolean(),
  is_disabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});

export const adminUserChange = z
  .object({
    role: oneOfNamed('role', ACCOUNT_ROLES).optional(),
    disabled: flagOr(coded('query.trueOrFalse', { name: 'disabled' })).optional(),
  })
  .refine((c) => c.role !== undefined || c.disabled !== undefined, asIssue(coded('admin.nothingToChange')));

// Enquiries.

const enquiryFilters = {
  status: optionalQuery(oneOfNamed('status', ENQUIRY_STATUSES)),
  solution_id: queryId('solution_id'),
  from: queryDay('from'),
  to: queryDay('to'),
};
export const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const FROM_AFTER_TO = { ...asIssue(coded('query.fromAfterTo')), path: ['from'] };

export const adminEnquiryQuery = z
  .object({ ...enquiryFilters, ...pageQueryFields })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export const adminEnquiryExportQuery = z.object(enquiryFilters).refine(fromNotAfterTo, FROM_AFTER_TO);

export const adminEnquirySummary = z.object({
  id: z.number().int(),
  status: z.enum(ENQUIRY_STATUSES),
  solution_id: z.number().int().nullable(),
  solution_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  company: z.string(),
  created_at: z.string(),
});

export const enquiryNote = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
});

export const adminEnquiryDetail = adminEnquirySummary.extend({
  user_id: z.number().int().nullable(),
  phone: z.string(),
  position: z.string(),
  message: z.string(),
  /** Every solution the enquiry names, in the order asked (a shortlist's enquiry names several). */
  solutions: z.array(z.object({ id: z.number().int().nullable(), name: z.string() })),
  notes: z.array(enquiryNote),
});

export const enquiryStatusBody = z.object({ status: oneOfNamed('status', ENQUIRY_STATUSES) });

export const enquiryNoteBody = z.object({
  body: textOr(coded('admin.noteRequired'))
    .transform((s) => s.trim())
    .pipe(
      upTo(
        z.string().refine((s) => s.length >= 1, asIssue(coded('admin.noteRequired'))),
        ENQUIRY_NOTE_MAX,
        coded('admin.noteTooLong', { max: ENQUIRY_NOTE_MAX }),
      ),
    ),
});

export const newEnquiryCount = z.object({ count: z.number().int() });

// Activity log.

export const adminActivityQuery = z.object({
  actor_id: queryId('actor_id'),
  kind: optionalQuery(oneOfNamed('kind', ACTIVITY_KINDS)),
  ...pageQueryFields,
});

export const activityEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.string(),
  target_id: z.number().int().nullable(),
  summary: z.string(),
  created_at: z.string(),
});

// Overview.

export const adminOverview = z.object({
  solutions_by_status: z.array(
    z.object({ status: z.enum(SOLUTION_STATUS_IDS), name: z.string(), count: z.number().int() }),
  ),
  /** Enquiries received in the last seven days. */
  enquiries_this_week: z.number().int(),
  /** Enquiries still in status `new` (the menu badge). */
  enquiries_new: z.number().int(),
  accounts_awaiting_activation: z.number().int(),
  /** Words of catalogue searches that found nothing in the last 30 days, most frequent first. */
  searches_without_results: z.array(z.object({ word: z.string(), count: z.number().int() })),
});

export type AdminLookupItem = z.infer<typeof adminLookupItem>;
export type AdminUser = z.infer<typeof adminUser>;
export type AdminUserChange = z.infer<typeof adminUserChange>;
export type AdminEnquirySummary = z.infer<typeof adminEnquirySummary>;
export type AdminEnquiryDetail = z.infer<typeof adminEnquiryDetail>;
export type AdminEnquiryQuery = z.output<typeof adminEnquiryQuery>;
export type AdminEnquiryFilters = z.output<typeof adminEnquiryExportQuery>;
export type EnquiryNote = z.infer<typeof enquiryNote>;
export type ActivityEntry = z.infer<typeof activityEntry>;
export type AdminActivityQuery = z.output<typeof adminActivityQuery>;
export type AdminOverview = z.infer<typeof adminOverview>;
