/** Texts of the back office (docs/product.md §3.11), in one place. */
export const ADMIN_TEXT = {
  area: 'Back office',
  areaDescription: 'Curate the catalogue’s lists, look after accounts and answer enquiries.',
  sectionsLabel: 'Back office sections',
  sections: {
    overview: 'Overview',
    lookups: 'Lookups',
    users: 'Users',
    enquiries: 'Enquiries',
    activity: 'Activity',
  },
  navLink: 'Admin',
  unknownScreen: 'This back-office page does not exist.',
  newEnquiries: (n: number) => (n === 1 ? '1 new enquiry' : `${n} new enquiries`),
  loadFailed: 'Failed to load. Please try again.',
  tryAgain: 'Try again',
  loading: 'Loading...',
  none: '—',
  cancel: 'Cancel',
  save: 'Save',
} as const;

/** The title of a back-office tab: `Users · Back office · Solution Catalog`. */
export const adminTitle = (section: string) => `${section} · ${ADMIN_TEXT.area} · Solution Catalog`;
