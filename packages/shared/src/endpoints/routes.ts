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
} as const satisfies Record<string, Route>;

export type OperationId = keyof typeof routes;
