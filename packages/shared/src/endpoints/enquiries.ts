import { dataOf } from '../envelope.ts';
import { enquiryBody, enquiryResult } from '../solution-form.ts';
import type { Endpoint } from './endpoint.ts';
import { siteRoutes } from './routes.ts';

export const enquiryEndpoints = {
  /** From user accounts only: admins have no enquiry form (docs/product.md §2.2), so they get 403. */
  sendEnquiry: {
    ...siteRoutes.sendEnquiry,
    tag: 'enquiries',
    summary: 'Send a demo and enquiry request about one solution, or several at once (`solution_ids`)',
    body: enquiryBody,
    responses: { 201: dataOf(enquiryResult) },
    errors: [400, 403, 404, 413, 415, 429],
  },
} satisfies Record<string, Endpoint>;
