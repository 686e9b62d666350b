import type { ActivityKind, EnquiryStatus, Language } from '@catalog/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SOLUTION_LINKS } from './solution-links.ts';

/**
 * Table types. Booleans are stored as 0/1 integers and times as ISO-8601 UTC text on both
 * dialects, so one repository serves SQLite and PostgreSQL alike (docs/decisions/0002).
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  phone: string;
  company: string;
  position: string;
  password_hash: string;
  is_staff: Generated<number>;
  is_active: Generated<number>;
  is_disabled: Generated<number>;
  notify_new_solutions: Generated<number>;
  /** Bumped by a password reset: tokens carrying an older value are refused. */
  session_version: Generated<number>;
  /** The language of the mails sent to the account: 'en' or 'id' (docs/decisions/0126). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
}

/** One sign-in; its id is the token's `sid` claim. A revoked session's token is refused. */
export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'activation' | 'reset' | 'unsubscribe';
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** One-click opt-out URL, sent as List-Unsubscribe; null for mails that are not subscriptions. */
  list_unsubscribe: string | null;
}

export interface LookupTable {
  id: Generated<number>;
  name: string;
}

export interface SolutionStatusesTable {
  id: string;
  name: string;
  sort_order: number;
}

export interface ArcgisProductsTable {
  id: Generated<number>;
  name: string;
  image: string | null;
}

export interface SolutionsTable {
  id: Generated<number>;
  name: string;
  description: string;
  status: string;
  feature: string;
  benefit: string;
  challenge: string;
  creator: string;
  contributor_id: number | null;
  sector_id: number | null;
  storymap_url: string;
  application_demo_url: string;
  repository_url: string;
  presentation_url: string;
  video_url: string;
  pdf_url: string;
  hardware_cpu_core: number;
  hardware_ram: number;
  hardware_storage: number;
  hardware_gpu: number;
  /** Plain text of the rich-text fields, indexed for search alongside the name. */
  search_text: string;
  /** When the solution first became visible to signed-in users (drives the new-solution mail). */
  announced_at: string | null;
  created_at: string;
  updated_at: string;
  /** When it was moved to the trash (docs/decisions/0154); null while it is in the catalogue. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it first became visible to the public (the `solution.released` webhook event). */
  released_at: ColumnType<string | null, string | null | undefined, string | null>;
  deleted_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One version of a solution as a write left it (docs/decisions/0153); `snapshot` is JSON. */
export interface SolutionRevisionsTable {
  id: Generated<number>;
  solution_id: number;
  author_id: number | null;
  summary: string;
  snapshot: string;
  created_at: string;
}

/** Insight counters (docs/decisions/0155): a WIB day, what was counted and of what; never who. */
export interface InsightCountsTable {
  day: string;
  metric: string;
  subject: string;
  count: number;
}

type Links = typeof SOLUTION_LINKS;

/** Each link table of solution-links.ts: a solution and one row of its lookup table. */
type SolutionLinkTables = {
  [K in keyof Links as Links[K]['table']]: { solution_id: number } & Record<Links[K]['column'], number>;
};

export interface SolutionImagesTable {
  id: Generated<number>;
  solution_id: number;
  name: string;
  storage_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  /** JSON list of width variants; null when stored before variants (migration 0005). */
  variants: string | null;
  position: number;
  created_at: string;
  /** Set aside by a restore of a version without it (docs/decisions/0153); null while shown. */
  detached_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EnquiriesTable {
  id: Generated<number>;
  user_id: number | null;
  solution_id: number | null;
  solution_name: string;
  full_name: string;
  email: string;
  company: string;
  phone: string;
  position: string;
  message: string;
  status: Generated<EnquiryStatus>;
  created_at: string;
}

export interface EnquiryNotesTable {
  id: Generated<number>;
  enquiry_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
}

/** One admin write, recorded in the transaction of the write (docs/product.md §6.6). */
export interface AdminActivityTable {
  id: Generated<number>;
  actor_id: number | null;
  kind: ActivityKind;
  action: string;
  target_id: number | null;
  summary: string;
  created_at: string;
}

/** How often a word was part of a catalogue search that found nothing, per day. */
export interface SearchMissesTable {
  day: string;
  word: string;
  count: number;
}

/** A saved list query of one account, with its optional daily digest (docs/product.md §5.13). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The list query in its plain form, without `page`. */
  query: string;
  alert: number;
  /** The next digest lists solutions that became visible after this moment. */
  digest_from: string;
  last_digest_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A solution on a member's shortlist, with the member's note (issue 29). */
export interface ShortlistItemsTable {
  id: Generated<number>;
  user_id: number;
  solution_id: number;
  note: string;
  created_at: string;
}

/** The one live share link of a member's shortlist; revoking deletes the row. */
export interface ShortlistSharesTable {
  user_id: number;
  token: string;
  created_at: string;
}

/** The solutions of an enquiry that names several, in the order asked; the enquiry row keeps the first. */
export interface EnquirySolutionsTable {
  enquiry_id: number;
  position: number;
  solution_id: number | null;
  solution_name: string;
}

/** A set of equivalent search terms (issue 25); its terms are rows of synonym_terms. */
export interface SynonymSetsTable {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One normalised term of a synonym set; the term is the key, so it belongs to one set only. */
export interface SynonymTermsTable {
  term: string;
  set_id: number;
  position: number;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: string;
  count: number;
}

export interface CatalogVersionTable {
  id: number;
  version: number;
}

/** Which solution a catalogue version changed (docs/decisions/0184); written by triggers only. */
export interface CatalogChangesTable {
  version: number | null;
  solution_id: number;
}

/** An API token (docs/decisions/0170): only the SHA-256 of its secret is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  /** The scopes, comma-separated. */
  scopes: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

/** A webhook endpoint (docs/decisions/0172). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  /** The events it receives, comma-separated. */
  events: string;
  secret: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** The first failure since its last success; null while it is well. */
  failing_since: string | null;
  paused_at: string | null;
}

/** An event, recorded in the transaction of the change it reports. */
export interface WebhookEventsTable {
  id: Generated<number>;
  event: string;
  subject_id: number;
  /** The delivery body's `data`, as JSON. */
  data: string;
  occurred_at: string;
}

/** One event for one endpoint: claimed by a worker through `locked_until`. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: number;
  event: string;
  delivery_id: string;
  body: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  response_code: number | null;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface Database extends SolutionLinkTables {
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  catalog_version: CatalogVersionTable;
  catalog_changes: CatalogChangesTable;
  users: UsersTable;
  one_time_tokens: OneTimeTokensTable;
  user_sessions: UserSessionsTable;
  mail_outbox: MailOutboxTable;
  sectors: LookupTable;
  industries: LookupTable;
  technologies: LookupTable;
  patterns_of_use: LookupTable;
  contributors: LookupTable;
  solution_statuses: SolutionStatusesTable;
  arcgis_products: ArcgisProductsTable;
  solutions: SolutionsTable;
  solution_images: SolutionImagesTable;
  solution_revisions: SolutionRevisionsTable;
  insight_counts: InsightCountsTable;
  enquiries: EnquiriesTable;
  enquiry_notes: EnquiryNotesTable;
  admin_activity: AdminActivityTable;
  search_misses: SearchMissesTable;
  saved_searches: SavedSearchesTable;
  shortlist_items: ShortlistItemsTable;
  shortlist_shares: ShortlistSharesTable;
  enquiry_solutions: EnquirySolutionsTable;
  rate_limit_counters: RateLimitCountersTable;
  synonym_sets: SynonymSetsTable;
  synonym_terms: SynonymTermsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SolutionRow = Selectable<SolutionsTable>;
export type NewSolution = Insertable<SolutionsTable>;
export type SolutionImageRow = Selectable<SolutionImagesTable>;
