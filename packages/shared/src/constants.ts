/** Constants of docs/product.md §8, in one place for client and server. */
export const AUTH_STORAGE_KEY = 'authinfo';

export const SIGN_IN_MODAL_FIRST_MS = 2000;
export const SIGN_IN_MODAL_REPEAT_MS = 15000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const FULL_NAME_MIN = 3;
export const FULL_NAME_MAX = 20;
export const SOLUTION_NAME_MAX = 100;

export const IMAGE_MAX_BYTES = 10485760;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_MAX_PIXELS = 40_000_000;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGINATOR_SIBLINGS = 1;

/** Filter groups and sort values of the catalogue query (docs/product.md §4.6, §5.3). */
export const FILTER_GROUPS = ['industry_group', 'technology', 'status', 'contributor', 'pattern_of_use'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
/** The groups whose values are ids of a lookup list: every group but status. */
export type IdFilterGroup = Exclude<FilterGroup, 'status'>;
export const ID_FILTER_GROUPS = FILTER_GROUPS.filter((group): group is IdFilterGroup => group !== 'status');

/** How each filter group is titled, in the filter panel and in a feed's title. */
export const FILTER_GROUP_TITLES: Record<FilterGroup, string> = {
  industry_group: 'Industry',
  technology: 'Technology',
  pattern_of_use: 'Pattern of Use',
  status: 'Status',
  contributor: 'Contributor',
};
export const ORDER_BY_VALUES = ['name', '-name', 'technology', '-technology', 'new_release', '-new_release'] as const;
export type OrderBy = (typeof ORDER_BY_VALUES)[number];

export const LIST_FETCH_DEBOUNCE_MS = 500;
export const LOGOUT_DELAY_MS = 1000;

export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

export const CARD_NAME_WORDS = 5;
export const CARD_DESCRIPTION_WORDS = 10;

export const NAV_HIDE_SCROLL_PX = 800;
export const WIDE_BREAKPOINT_PX = 768;
export const PRODUCT_LIST_MAX_HEIGHT_PX = 400;
export const MULTI_SELECT_SUMMARY_AFTER = 2;

export const IMAGE_SUCCESS_MESSAGE_MS = 3000;
export const IMAGE_ERROR_MESSAGE_MS = 5000;

export const MAINTENANCE_COUNTDOWN_SECONDS = 2 * 60 * 60 + 30 * 60;
export const STARFIELD_DENSITY = 100;

/** Days a deleted solution stays in the trash before the purge job deletes it for good (docs/decisions/0154). */
export const TRASH_DAYS = 30;
