/**
 * EVERY ROUTE OF THE API MUST BE LISTED HERE. permission-matrix.test.ts collects every route
 * Fastify knows (an onRoute hook in plugins/security.ts) and fails when one is missing from this
 * table, or when a row names a route that no longer exists. Adding a route means adding its row.
 *
 * Each row gives the status a request answers for a visitor (no token), a signed-in user and an
 * admin. Requests are sent with NO body and the concrete `path` given here (any `:param` or `*`
 * route needs one; mutating routes point at ids that do not exist, so nothing is changed).
 * Solution 1 exists and is release_public. Any tampered token (alg none, wrong key, expired,
 * missing exp, HS512, is_staff flipped without re-signing, a reset token used as a bearer) must
 * be 401 on every route; the test checks that without a column for it.
 *
 * Order of the checks, which these numbers pin down:
 *   1. the bearer token (plugins/auth.ts, an onRequest hook): present but invalid → 401;
 *   2. route guards as onRequest hooks (`userOnly`, `adminOnly`): visitor → 401, wrong role → 403;
 *   3. the body is read and validated: 400 (415 or 406 for a wrong content type);
 *   4. the handler: 404 for an id that does not exist or may not be seen, 200/201 otherwise.
 * So a visitor never learns from a 400 what a route would accept.
 */
export type Caller = 'visitor' | 'user' | 'admin';

/**
 * API tokens (docs/decisions/0170): what a token of each scope answers on a route, from the row's
 * own numbers. A token is refused with 403 on a route its scopes do not cover (a person's own
 * account routes refuse every token); otherwise it answers as the admin column when it acts as
 * an admin there (an admin route, or a token that may write the catalogue), else as the user column.
 */
export const TOKEN_SCOPE_CASES = ['catalog:read', 'catalog:write', 'enquiries:read', 'admin'] as const;
export type ScopeCase = (typeof TOKEN_SCOPE_CASES)[number];

const ADMIN_SCOPED = new Set(['catalog:write', 'enquiries:read', 'admin']);

export function tokenExpectation(scope: ScopeCase, need: string | null | undefined, row: RouteRow): number {
  if (need === 'none') return 403;
  const allowed =
    need == null || scope === 'admin' || scope === need || (need === 'catalog:read' && scope === 'catalog:write');
  if (!allowed) return 403;
  const asAdmin = (need != null && ADMIN_SCOPED.has(need)) || scope === 'admin' || scope === 'catalog:write';
  return asAdmin ? row.admin : row.user;
}

export interface RouteRow extends Record<Caller, number> {
  /** The URL requested, for routes with parameters or wildcards. */
  path?: string;
  /** Signs the caller out: it is sent with tokens of its own, so the other rows keep theirs. */
  endsSession?: boolean;
}

export const PERMISSION_MATRIX: Record<string, RouteRow> = {
  // API documentation (swagger-ui): public.
  'GET /api/docs': { visitor: 200, user: 200, admin: 200 },
  'GET /api/docs/static/index.html': { visitor: 302, user: 302, admin: 302 },
  'GET /api/docs/static/swagger-initializer.js': { visitor: 200, user: 200, admin: 200 },
  'GET /api/docs/json': { visitor: 200, user: 200, admin: 200 },
  'GET /api/docs/yaml': { visitor: 200, user: 200, admin: 200 },
  'GET /api/openapi.json': { visitor: 200, user: 200, admin: 200 },
  'GET /api/docs/static/*': { visitor: 200, user: 200, admin: 200, path: '/api/docs/static/swagger-ui.css' },
  'GET /api/health': { visitor: 200, user: 200, admin: 200 },
  'GET /api/health/ready': { visitor: 200, user: 200, admin: 200 },

  // Accounts: open to everyone; with no body each is a 400 from validation.
  'POST /api/auth/register': { visitor: 400, user: 400, admin: 400 },
  'GET /api/auth/activate': { visitor: 400, user: 400, admin: 400 },
  'POST /api/auth/login': { visitor: 400, user: 400, admin: 400 },
  'GET /api/auth/me': { visitor: 401, user: 200, admin: 200 },
  'POST /api/auth/logout': { visitor: 401, user: 200, admin: 200, endsSession: true },
  'POST /api/auth/logout-all': { visitor: 401, user: 200, admin: 200, endsSession: true },
  'POST /api/auth/forget-password': { visitor: 400, user: 400, admin: 400 },
  'POST /api/auth/reset-password': { visitor: 400, user: 400, admin: 400 },

  // The members' own area: any signed-in account. Without a body a write is a 400, so nothing
  // changes (and no account is deleted).
  'PUT /api/auth/me': { visitor: 401, user: 400, admin: 400 },
  'DELETE /api/auth/me': { visitor: 401, user: 400, admin: 400 },
  'POST /api/auth/change-password': { visitor: 401, user: 400, admin: 400 },
  'GET /api/auth/me/export': { visitor: 401, user: 200, admin: 200 },
  'GET /api/auth/me/enquiries': { visitor: 401, user: 200, admin: 200 },
  'PUT /api/auth/me/language': { visitor: 401, user: 400, admin: 400 },
  // The shortlist (docs/decisions/0151): any signed-in account. Sharing makes or keeps the caller's
  // one link, which changes nothing another row reads.
  'GET /api/auth/me/shortlist': { visitor: 401, user: 200, admin: 200 },
  'POST /api/auth/me/shortlist': { visitor: 401, user: 400, admin: 400 },
  'DELETE /api/auth/me/shortlist/:solution_id': {
    visitor: 401,
    user: 404,
    admin: 404,
    path: '/api/auth/me/shortlist/999999',
  },
  'POST /api/auth/me/shortlist/share': { visitor: 401, user: 200, admin: 200 },
  'DELETE /api/auth/me/shortlist/share': { visitor: 401, user: 200, admin: 200 },

  // Catalogue reads: public; what each caller sees is filtered by the services.
  // Compare without ids is a 400 (docs/decisions/0150); a shared shortlist's unknown token a 404.
  'GET /api/catalog/compare': { visitor: 400, user: 400, admin: 400 },
  'GET /api/catalog/suggest': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/solution/:id/related': {
    visitor: 200,
    user: 200,
    admin: 200,
    path: '/api/catalog/solution/1/related',
  },
  'GET /api/catalog/shortlist/:token': { visitor: 404, user: 404, admin: 404, path: '/api/catalog/shortlist/unknown' },
  'GET /api/catalog/industry-group': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/industry': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/technology': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/contributor': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/pattern_of_use': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/sector': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/solution_status': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/arcgis_product': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/solution': { visitor: 200, user: 200, admin: 200 },
  'GET /api/catalog/solution/:id': { visitor: 200, user: 200, admin: 200, path: '/api/catalog/solution/1' },
  // The Atom feed: public, the same visitor's view whoever asks.
  'GET /feed.xml': { visitor: 200, user: 200, admin: 200 },

  // Solution and image changes: admins only, refused before the body is read.
  // A create without a multipart body is 415; the others look the solution up first (404 for a missing id).
  'POST /api/catalog/solution': { visitor: 401, user: 403, admin: 415 },
  'PUT /api/catalog/solution/:id': { visitor: 401, user: 403, admin: 404, path: '/api/catalog/solution/999999' },
  'DELETE /api/catalog/solution/:id': { visitor: 401, user: 403, admin: 404, path: '/api/catalog/solution/999999' },
  'POST /api/catalog/solution/:id/images': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/catalog/solution/999999/images',
  },
  'DELETE /api/catalog/solution/images/:imageId': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/catalog/solution/images/999999',
  },

  // Enquiries: from user accounts only (docs/product.md §2.2: admins have no enquiry form).
  'POST /api/catalog/enquiry': { visitor: 401, user: 400, admin: 403 },

  // New-solution mail opt-out: the link's token is the credential, no sign-in needed.
  'GET /api/notifications/unsubscribe': { visitor: 400, user: 400, admin: 400 },
  'POST /api/notifications/unsubscribe': { visitor: 400, user: 400, admin: 400 },
  // The same pair for the daily digest of one saved search.
  'GET /api/notifications/saved-search/unsubscribe': { visitor: 400, user: 400, admin: 400 },
  'POST /api/notifications/saved-search/unsubscribe': { visitor: 400, user: 400, admin: 400 },

  // Saved searches: any signed-in account, admins too. Without a body a write is a 400; another
  // account's or a missing id is a 404.
  'GET /api/saved-searches': { visitor: 401, user: 200, admin: 200 },
  'POST /api/saved-searches': { visitor: 401, user: 400, admin: 400 },
  'PUT /api/saved-searches/:id': { visitor: 401, user: 400, admin: 400, path: '/api/saved-searches/999999' },
  'DELETE /api/saved-searches/:id': { visitor: 401, user: 404, admin: 404, path: '/api/saved-searches/999999' },

  // Back office: admins only, refused before the body is read. Without a body a write is a 400;
  // the others look their target up first (404 for a missing id).
  'GET /api/admin/overview': { visitor: 401, user: 403, admin: 200 },
  'GET /api/admin/synonyms': { visitor: 401, user: 403, admin: 200 },
  'POST /api/admin/synonyms': { visitor: 401, user: 403, admin: 400 },
  'PUT /api/admin/synonyms/:id': { visitor: 401, user: 403, admin: 400, path: '/api/admin/synonyms/999999' },
  'DELETE /api/admin/synonyms/:id': { visitor: 401, user: 403, admin: 404, path: '/api/admin/synonyms/999999' },
  'GET /api/admin/lookups/:kind': { visitor: 401, user: 403, admin: 200, path: '/api/admin/lookups/industry' },
  'POST /api/admin/lookups/:kind': { visitor: 401, user: 403, admin: 400, path: '/api/admin/lookups/industry' },
  'PUT /api/admin/lookups/:kind/:id': {
    visitor: 401,
    user: 403,
    admin: 400,
    path: '/api/admin/lookups/industry/999999',
  },
  'DELETE /api/admin/lookups/:kind/:id': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/lookups/industry/999999',
  },
  'POST /api/admin/lookups/arcgis_product/:id/logo': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/lookups/arcgis_product/999999/logo',
  },
  'GET /api/admin/users': { visitor: 401, user: 403, admin: 200 },
  'PATCH /api/admin/users/:id': { visitor: 401, user: 403, admin: 400, path: '/api/admin/users/999999' },
  'POST /api/admin/users/:id/resend-activation': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/users/999999/resend-activation',
  },
  'GET /api/admin/enquiries': { visitor: 401, user: 403, admin: 200 },
  'GET /api/admin/enquiries.csv': { visitor: 401, user: 403, admin: 200 },
  'GET /api/admin/enquiries/new-count': { visitor: 401, user: 403, admin: 200 },
  'GET /api/admin/enquiries/:id': { visitor: 401, user: 403, admin: 404, path: '/api/admin/enquiries/999999' },
  'PATCH /api/admin/enquiries/:id': { visitor: 401, user: 403, admin: 400, path: '/api/admin/enquiries/999999' },
  'POST /api/admin/enquiries/:id/notes': {
    visitor: 401,
    user: 403,
    admin: 400,
    path: '/api/admin/enquiries/999999/notes',
  },
  'GET /api/admin/activity': { visitor: 401, user: 403, admin: 200 },
  // A solution's history, the trash and insight (docs/decisions/0153-0156).
  'GET /api/admin/solutions/:id/revisions': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/solutions/999999/revisions',
  },
  'GET /api/admin/solutions/:id/revisions/:rev': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/solutions/999999/revisions/1',
  },
  'POST /api/admin/solutions/:id/revisions/:rev/restore': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/solutions/999999/revisions/1/restore',
  },
  'GET /api/admin/trash': { visitor: 401, user: 403, admin: 200 },
  'POST /api/admin/trash/:id/restore': { visitor: 401, user: 403, admin: 404, path: '/api/admin/trash/999999/restore' },
  'DELETE /api/admin/trash/:id': { visitor: 401, user: 403, admin: 404, path: '/api/admin/trash/999999' },
  // Bulk export and import (docs/decisions/0176): an import with no body is refused, nothing written.
  'GET /api/admin/solutions/export': { visitor: 401, user: 403, admin: 200 },
  'POST /api/admin/solutions/import': { visitor: 401, user: 403, admin: 400 },
  'GET /api/admin/insight': { visitor: 401, user: 403, admin: 200 },
  'GET /api/admin/insight.csv': { visitor: 401, user: 403, admin: 400 },
  // API tokens and webhooks (docs/decisions/0170-0173). Without a body a create is a 400.
  'GET /api/admin/tokens': { visitor: 401, user: 403, admin: 200 },
  'POST /api/admin/tokens': { visitor: 401, user: 403, admin: 400 },
  'DELETE /api/admin/tokens/:id': { visitor: 401, user: 403, admin: 404, path: '/api/admin/tokens/999999' },
  'GET /api/admin/webhooks': { visitor: 401, user: 403, admin: 200 },
  'POST /api/admin/webhooks': { visitor: 401, user: 403, admin: 400 },
  'PUT /api/admin/webhooks/:id': { visitor: 401, user: 403, admin: 400, path: '/api/admin/webhooks/999999' },
  'DELETE /api/admin/webhooks/:id': { visitor: 401, user: 403, admin: 404, path: '/api/admin/webhooks/999999' },
  'GET /api/admin/webhooks/:id/deliveries': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/webhooks/999999/deliveries',
  },
  'POST /api/admin/webhooks/deliveries/:id/redeliver': {
    visitor: 401,
    user: 403,
    admin: 404,
    path: '/api/admin/webhooks/deliveries/999999/redeliver',
  },

  // Stored images: public files; a missing key is a 404.
  'GET /uploads/:key': { visitor: 404, user: 404, admin: 404, path: '/uploads/missing.jpg' },

  // For search engines: the same answer to everyone (the sitemap is a visitor's whoever asks).
  'GET /sitemap.xml': { visitor: 200, user: 200, admin: 200 },
  // A part exists only past 50,000 URLs: here every caller learns alike that there is none.
  'GET /sitemap-:part.xml': { visitor: 404, user: 404, admin: 404, path: '/sitemap-1.xml' },
  'GET /robots.txt': { visitor: 200, user: 200, admin: 200 },
};
