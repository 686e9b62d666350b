/** Memory for what one index remembers, in bytes (docs/decisions/0160). */
export interface IndexCacheBytes {
  /** Search hits: a bitset each (12.5 KB at 100,000 solutions) and, when ranked, 2 bytes per hit. */
  searches: number;
  /** Solution cards of list pages and their JSON, weighed by `cardBytes` (2 to 6 KB each). */
  cards: number;
}

/**
 * The budgets in MB when nothing else is configured: the defaults of `INDEX_SEARCH_CACHE_MB` and
 * `INDEX_CARD_CACHE_MB` (apps/api/src/config.ts) and of a holder made without a configuration.
 * Cards: every public card of a catalogue of 100,000 (docs/decisions/0223).
 */
export const DEFAULT_INDEX_CACHE_MB = { searches: 48, cards: 160 } as const;

export const DEFAULT_INDEX_CACHE_BYTES: IndexCacheBytes = {
  searches: DEFAULT_INDEX_CACHE_MB.searches * 2 ** 20,
  cards: DEFAULT_INDEX_CACHE_MB.cards * 2 ** 20,
};
