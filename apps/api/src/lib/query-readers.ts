import { readValidListQuery, solutionListQuery } from '@catalog/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type Reader = (data: Readonly<Record<string, unknown>>) => unknown;

/**
 * Schemas with a reader of their valid inputs that does without zod's parse: the list route's
 * query, read on every list request (docs/decisions/0217). A reader gives the schema's own output
 * for an input the schema accepts and undefined for any other; the schema then answers the refusal.
 */
const READERS = new Map<unknown, Reader>([[solutionListQuery, readValidListQuery]]);

/** zod's validator compiler, with a schema's reader first where it has one. */
export const validatorCompilerWithReaders: FastifySchemaCompiler<unknown> = (route) => {
  const parse = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const read = READERS.get(route.schema);
  if (!read) return parse;
  return (data) => {
    const value = typeof data === 'object' && data !== null ? read(data as Record<string, unknown>) : undefined;
    return value === undefined ? parse(data) : { value };
  };
};
