import type { BodyOf } from '@catalog/shared';
import { call } from '../lib/api.ts';

/** A demo and enquiry request about a solution (docs/product.md §5.8). */
export const sendEnquiry = (body: BodyOf<'sendEnquiry'>) => call('sendEnquiry', { body });
