import type { Route } from './route.ts';

/**
 * The back office's operations (docs/product.md §6.6): admins only, refused before the body is
 * read. Kept apart from `siteRoutes` so that a visitor's first page does not carry them
 * (docs/decisions/0182-route-table-halves.md).
 */
export const backOfficeRoutes = {
  getAdminOverview: { method: 'GET', path: '/api/admin/overview', auth: 'admin' },
  listAdminLookups: { method: 'GET', path: '/api/admin/lookups/:kind', auth: 'admin' },
  createAdminLookup: { method: 'POST', path: '/api/admin/lookups/:kind', auth: 'admin' },
  renameAdminLookup: { method: 'PUT', path: '/api/admin/lookups/:kind/:id', auth: 'admin' },
  deleteAdminLookup: { method: 'DELETE', path: '/api/admin/lookups/:kind/:id', auth: 'admin' },
  uploadProductLogo: { method: 'POST', path: '/api/admin/lookups/arcgis_product/:id/logo', auth: 'admin' },
  // Synonym sets of the search (docs/decisions/0164-0169).
  listAdminSynonyms: { method: 'GET', path: '/api/admin/synonyms', auth: 'admin' },
  createAdminSynonym: { method: 'POST', path: '/api/admin/synonyms', auth: 'admin' },
  updateAdminSynonym: { method: 'PUT', path: '/api/admin/synonyms/:id', auth: 'admin' },
  deleteAdminSynonym: { method: 'DELETE', path: '/api/admin/synonyms/:id', auth: 'admin' },
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
  // API tokens and webhooks (docs/decisions/0170-0173).
  listApiTokens: { method: 'GET', path: '/api/admin/tokens', auth: 'admin' },
  createApiToken: { method: 'POST', path: '/api/admin/tokens', auth: 'admin' },
  revokeApiToken: { method: 'DELETE', path: '/api/admin/tokens/:id', auth: 'admin' },
  listWebhooks: { method: 'GET', path: '/api/admin/webhooks', auth: 'admin' },
  createWebhook: { method: 'POST', path: '/api/admin/webhooks', auth: 'admin' },
  updateWebhook: { method: 'PUT', path: '/api/admin/webhooks/:id', auth: 'admin' },
  deleteWebhook: { method: 'DELETE', path: '/api/admin/webhooks/:id', auth: 'admin' },
  listWebhookDeliveries: { method: 'GET', path: '/api/admin/webhooks/:id/deliveries', auth: 'admin' },
  redeliverWebhook: { method: 'POST', path: '/api/admin/webhooks/deliveries/:id/redeliver', auth: 'admin' },
  // Bulk export and import of the catalogue (docs/decisions/0176).
  exportCatalog: { method: 'GET', path: '/api/admin/solutions/export', auth: 'admin' },
  importCatalog: { method: 'POST', path: '/api/admin/solutions/import', auth: 'admin' },
} as const satisfies Record<string, Route>;
