import type { Route } from './route.ts';

/**
 * Every operation of the API by its operationId: method, path and who may call it. The schemas
 * of each one are in the resource files beside this one (`endpoints`); the server registers its
 * routes from both, and the client builds its URLs from this table alone.
 */
export const routes = {
  // Health probes (docs/decisions/0085).
  getHealth: { method: 'GET', path: '/api/health', auth: 'public' },
  getReadiness: { method: 'GET', path: '/api/health/ready', auth: 'public' },

  // Accounts (docs/product.md §5.4, §5.5).
  register: { method: 'POST', path: '/api/auth/register', auth: 'public' },
  activateAccount: { method: 'GET', path: '/api/auth/activate', auth: 'public' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  getProfile: { method: 'GET', path: '/api/auth/me', auth: 'user' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'user' },
  logoutEverywhere: { method: 'POST', path: '/api/auth/logout-all', auth: 'user' },
  forgotPassword: { method: 'POST', path: '/api/auth/forget-password', auth: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', auth: 'public' },

  // The members' own area (docs/product.md §3.12): any signed-in account, admins included.
  updateProfile: { method: 'PUT', path: '/api/auth/me', auth: 'user' },
  deleteAccount: { method: 'DELETE', path: '/api/auth/me', auth: 'user' },
  changePassword: { method: 'POST', path: '/api/auth/change-password', auth: 'user' },
  exportAccountData: { method: 'GET', path: '/api/auth/me/export', auth: 'user' },
  updateLanguage: { method: 'PUT', path: '/api/auth/me/language', auth: 'user' },
  listMyEnquiries: { method: 'GET', path: '/api/auth/me/enquiries', auth: 'user' },
  listSavedSearches: { method: 'GET', path: '/api/saved-searches', auth: 'user' },
  createSavedSearch: { method: 'POST', path: '/api/saved-searches', auth: 'user' },
  updateSavedSearch: { method: 'PUT', path: '/api/saved-searches/:id', auth: 'user' },
  deleteSavedSearch: { method: 'DELETE', path: '/api/saved-searches/:id', auth: 'user' },
  getShortlist: { method: 'GET', path: '/api/auth/me/shortlist', auth: 'user' },
  addToShortlist: { method: 'POST', path: '/api/auth/me/shortlist', auth: 'user' },
  removeFromShortlist: { method: 'DELETE', path: '/api/auth/me/shortlist/:solution_id', auth: 'user' },
  shareShortlist: { method: 'POST', path: '/api/auth/me/shortlist/share', auth: 'user' },
  revokeShortlistShare: { method: 'DELETE', path: '/api/auth/me/shortlist/share', auth: 'user' },

  // Lookup lists (docs/product.md §6.4).
  listIndustryGroups: { method: 'GET', path: '/api/catalog/industry-group', auth: 'public' },
  listIndustries: { method: 'GET', path: '/api/catalog/industry', auth: 'public' },
  listTechnologies: { method: 'GET', path: '/api/catalog/technology', auth: 'public' },
  listContributors: { method: 'GET', path: '/api/catalog/contributor', auth: 'public' },
  listPatternsOfUse: { method: 'GET', path: '/api/catalog/pattern_of_use', auth: 'public' },
  listSectors: { method: 'GET', path: '/api/catalog/sector', auth: 'public' },
  listSolutionStatuses: { method: 'GET', path: '/api/catalog/solution_status', auth: 'public' },
  listArcgisProducts: { method: 'GET', path: '/api/catalog/arcgis_product', auth: 'public' },

  // Solutions: reads for everyone (what each caller sees differs), writes for admins.
  listSolutions: { method: 'GET', path: '/api/catalog/solution', auth: 'optional' },
  getSolution: { method: 'GET', path: '/api/catalog/solution/:id', auth: 'optional' },
  compareSolutions: { method: 'GET', path: '/api/catalog/compare', auth: 'optional' },
  // A shared shortlist: the link's token is the credential; it shows what a visitor may see.
  getSharedShortlist: { method: 'GET', path: '/api/catalog/shortlist/:token', auth: 'public' },
  createSolution: { method: 'POST', path: '/api/catalog/solution', auth: 'admin' },
  updateSolution: { method: 'PUT', path: '/api/catalog/solution/:id', auth: 'admin' },
  deleteSolution: { method: 'DELETE', path: '/api/catalog/solution/:id', auth: 'admin' },

  // Images of a solution, and the stored files themselves.
  addSolutionImages: { method: 'POST', path: '/api/catalog/solution/:id/images', auth: 'admin' },
  deleteSolutionImage: { method: 'DELETE', path: '/api/catalog/solution/images/:imageId', auth: 'admin' },
  getImageFile: { method: 'GET', path: '/uploads/:key', auth: 'public' },

  // Enquiries (docs/product.md §5.8).
  sendEnquiry: { method: 'POST', path: '/api/catalog/enquiry', auth: 'user' },

  // New-solution mail opt-out: the link's token is the credential.
  showUnsubscribePage: { method: 'GET', path: '/api/notifications/unsubscribe', auth: 'public' },
  unsubscribe: { method: 'POST', path: '/api/notifications/unsubscribe', auth: 'public' },
  // The same for the daily digest of one saved search.
  showSavedSearchUnsubscribePage: {
    method: 'GET',
    path: '/api/notifications/saved-search/unsubscribe',
    auth: 'public',
  },
  unsubscribeSavedSearch: { method: 'POST', path: '/api/notifications/saved-search/unsubscribe', auth: 'public' },

  // Atom feed of the newest solutions a visitor may see, for any list query.
  getFeed: { method: 'GET', path: '/feed.xml', auth: 'public' },

  // For search engines (docs/decisions/0123): the sitemap of what a visitor may see, and the crawl rules.
  getSitemap: { method: 'GET', path: '/sitemap.xml', auth: 'public' },
  // Past 50,000 URLs the sitemap is an index of parts (docs/decisions/0159).
  getSitemapPart: { method: 'GET', path: '/sitemap-:part.xml', auth: 'public' },
  getRobots: { method: 'GET', path: '/robots.txt', auth: 'public' },

  // Back office (docs/product.md §6.6): admins only, refused before the body is read.
  getAdminOverview: { method: 'GET', path: '/api/admin/overview', auth: 'admin' },
  listAdminLookups: { method: 'GET', path: '/api/admin/lookups/:kind', auth: 'admin' },
  createAdminLookup: { method: 'POST', path: '/api/admin/lookups/:kind', auth: 'admin' },
  renameAdminLookup: { method: 'PUT', path: '/api/admin/lookups/:kind/:id', auth: 'admin' },
  deleteAdminLookup: { method: 'DELETE', path: '/api/admin/lookups/:kind/:id', auth: 'admin' },
  uploadProductLogo: { method: 'POST', path: '/api/admin/lookups/arcgis_product/:id/logo', auth: 'admin' },
  listAdminUsers: { method: 'GET', path: '/api/admin/users', auth: 'admin' },
  updateAdminUser: { method: 'PATCH', path: '/api/admin/users/:id', auth: 'admin' },
  resendActivation: { method: 'POST', path: '/api/admin/users/:id/resend-activation', auth: 'admin' },
  listAdminEnquiries: { method: 'GET', path: '/api/admin/enquiries', auth: 'admin' },
  exportAdminEnquiries: { method: 'GET', path: '/api/admin/enquiries.csv', auth: 'admin' },
  countNewEnquiries: { method: 'GET', path: '/api/admin/enquiries/new-count', auth: 'admin' },
  getAdminEnquiry: { method: 'GET', path: '/api/admin/enquiries/:id', auth: 'admin' },
  updateAdminEnquiry: { method: 'PATCH', path: '/api/admin/enquiries/:id', auth: 'admin' },
  addEnquiryNote: { method: 'POST', path: '/api/admin/enquiries/:id/notes', auth: 'admin' },
  listAdminActivity: { method: 'GET', path: '/api/admin/activity', auth: 'admin' },
  // A solution's history, the trash and insight (docs/decisions/0153-0156).
  listSolutionRevisions: { method: 'GET', path: '/api/admin/solutions/:id/revisions', auth: 'admin' },
  getSolutionRevision: { method: 'GET', path: '/api/admin/solutions/:id/revisions/:rev', auth: 'admin' },
  restoreSolutionRevision: {
    method: 'POST',
    path: '/api/admin/solutions/:id/revisions/:rev/restore',
    auth: 'admin',
  },
  listTrash: { method: 'GET', path: '/api/admin/trash', auth: 'admin' },
  restoreFromTrash: { method: 'POST', path: '/api/admin/trash/:id/restore', auth: 'admin' },
  deleteForever: { method: 'DELETE', path: '/api/admin/trash/:id', auth: 'admin' },
  getInsight: { method: 'GET', path: '/api/admin/insight', auth: 'admin' },
  exportInsight: { method: 'GET', path: '/api/admin/insight.csv', auth: 'admin' },
  // Bulk export and import of the catalogue (docs/decisions/0176).
  exportCatalog: { method: 'GET', path: '/api/admin/solutions/export', auth: 'admin' },
  importCatalog: { method: 'POST', path: '/api/admin/solutions/import', auth: 'admin' },
} as const satisfies Record<string, Route>;

export type OperationId = keyof typeof routes;
