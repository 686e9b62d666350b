import type { z } from 'zod';
import type { Route, TokenScopeName } from './route.ts';

/** Statuses answered with the error body `{ message, errors? }` (docs/product.md §6.1). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** An answer in a media type other than JSON (an HTML page, image bytes), or one without a body. */
export interface MediaResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** One operation of the API: its route plus the shapes it reads and answers. */
export interface Endpoint extends Route {
  tag: string;
  /**
   * The token scope an admin operation needs when it is narrower than `admin` (docs/decisions/0171).
   * Kept here rather than in the route tables, which the client's first page carries.
   */
  scope?: TokenScopeName;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /** Set for a body the handler reads itself as it streams (multipart forms with files). */
  consumes?: readonly string[];
  /** The answers that are not errors, by status: a JSON schema or a media answer. */
  responses: Record<number, z.ZodType | MediaResponse>;
  /** The error answers this operation gives on top of those `errorStatuses` adds for every operation. */
  errors: readonly ErrorStatus[];
  /**
   * Outside the per-address request limit (docs/decisions/0135): health probes, which a load
   * balancer asks often from one address, and stored images, files that never change.
   */
  unlimited?: true;
}

/**
 * Every error status an operation may answer: its own, plus 401 on every operation (a bearer
 * token that is present but not valid is refused everywhere, docs/architecture.md §3.3), 403
 * on admin operations for signed-in users, and 429 on every operation the per-address request
 * limit counts (docs/decisions/0135).
 */
export function errorStatuses(endpoint: Pick<Endpoint, 'auth' | 'errors' | 'unlimited'>): ErrorStatus[] {
  const all = new Set<ErrorStatus>([401, ...endpoint.errors]);
  if (!endpoint.unlimited) all.add(429);
  if (endpoint.auth === 'admin') all.add(403);
  return [...all].sort((a, b) => a - b);
}
