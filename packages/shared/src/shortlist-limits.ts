/** How many solutions the comparison table takes (issue 29). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** How many solutions one member's shortlist holds. */
export const SHORTLIST_MAX = 50;
export const SHORTLIST_NOTE_MAX = 500;
/** How many solutions one enquiry may name (a shortlist's "Request demos"). */
export const ENQUIRY_SOLUTIONS_MAX = 10;
