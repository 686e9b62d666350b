/** The grid of cards on the shortlist pages, by the window's width (the list's own grid follows its container). */
export const CARD_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
