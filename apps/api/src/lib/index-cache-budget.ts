/**
 * How much memory one catalogue index may give what it remembers, in megabytes, unless
 * INDEX_SEARCH_CACHE_MB and INDEX_CARD_CACHE_MB say otherwise (docs/decisions/0160, 0223). Read by
 * the configuration's defaults and by an index holder made without a budget, so the two agree.
 * It imports nothing: the configuration reads it, and the configuration sits below every module.
 */
export const INDEX_CACHE_MB = {
  /** Search hits: a bitset each (12.5 KB at 100,000 solutions) and, when ranked, 2 bytes per hit. */
  searches: 48,
  /** Solution cards of list pages and their JSON (2 to 6 KB each): every public card of 100,000. */
  cards: 192,
} as const;

/** `megabytes` in bytes, as the caches weigh them. */
export const megabytesToBytes = (megabytes: number) => Math.round(megabytes * 1024 * 1024);
