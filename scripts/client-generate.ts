// The typed client's types (packages/client/src/schema.ts), made by openapi-typescript from the
// OpenAPI document the app describes itself with, built without a server (docs/decisions/0177):
//   npm run client             rewrites the file
//   npm run client -- --check  fails when the file differs from what the document gives
// The file is committed and never edited by hand; apps/api/test/typed-client.test.ts runs the check
// in `npm test`, so a contract change without a new client, or one that breaks its users, fails CI.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from '../apps/api/src/cli/openapi.ts';

export const CLIENT_SCHEMA = join(import.meta.dirname, '../packages/client/src/schema.ts');

const HEADER = `/**
 * Written by \`npm run client\` (scripts/client-generate.ts) from the API's OpenAPI document with
 * openapi-typescript: never edit it by hand (docs/decisions/0177).
 */
`;

/** The schema file as the current document gives it. */
export async function clientSchema(): Promise<string> {
  const document = (await openApiDocument()) as Parameters<typeof openapiTS>[0];
  const text = `${HEADER}${astToString(await openapiTS(document))}`;
  return format(text, { ...(await resolveConfig(CLIENT_SCHEMA)), filepath: CLIENT_SCHEMA });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await clientSchema();
  if (process.argv.includes('--check')) {
    const current = readFileSync(CLIENT_SCHEMA, 'utf8');
    if (current !== text) {
      console.error('packages/client/src/schema.ts is not what the OpenAPI document gives: run npm run client');
      process.exit(1);
    }
    console.log('packages/client/src/schema.ts matches the OpenAPI document');
  } else {
    writeFileSync(CLIENT_SCHEMA, text);
    console.log('wrote packages/client/src/schema.ts');
  }
}
