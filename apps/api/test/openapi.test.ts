import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_DOCS_PATH, type Endpoint, endpoints, errorStatuses, type OperationId } from '@catalog/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

/**
 * Warnings of Redocly's recommended rules that the document keeps, each for a reason:
 * the two image paths must not change though a router could confuse them, and the product
 * states no licence for its API.
 */
const ACCEPTED_WARNINGS = ['no-ambiguous-paths', 'info-license'];

const SECURITY: Record<Endpoint['auth'], unknown> = {
  public: [],
  optional: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

const table = Object.entries(endpoints) as Array<[OperationId, Endpoint]>;
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The served OpenAPI document (docs/decisions/0102-openapi-document.md), read as a client would. */
describe.each(testDatabases)('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);
  let source: string;
  let doc: { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });

  it('passes the recommended Redocly rules with no error', async () => {
    const problems = await lintFromString({ source, config: await createConfig({ extends: ['recommended'] }) });
    const say = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`;
    expect(problems.filter((p) => p.severity === 'error').map(say)).toEqual([]);
    expect(problems.filter((p) => !ACCEPTED_WARNINGS.includes(p.ruleId)).map(say)).toEqual([]);
  });

  it('names a server', () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
  });

  it.each(table)('describes %s with its security and every error it may answer', (id, endpoint) => {
    const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(operation?.operationId).toBe(id);
    expect(operation!.security).toEqual(SECURITY[endpoint.auth]);
    for (const status of errorStatuses(endpoint)) {
      const json = operation!.responses[status]?.content?.['application/json'];
      expect(json?.schema.$ref, `${id} answers ${status}`).toBe('#/components/schemas/ErrorBody');
    }
  });

  it('turns into TypeScript client types that compile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-openapi-'));
    try {
      writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(JSON.parse(source))));
      // Every operation is in the generated types, and answers keep their shapes.
      writeFileSync(
        join(dir, 'check.ts'),
        [
          "import type { operations } from './api.ts';",
          `export const ids: Record<keyof operations, true> = { ${table.map(([id]) => `${id}: true`).join(', ')} };`,
          "type Detail = operations['getSolution']['responses'][200]['content']['application/json'];",
          "export const name: Detail['data']['name'] = 'A solution';",
          "type Refused = operations['deleteSolution']['responses'][403]['content']['application/json'];",
          "export const refused: Refused = { message: 'You do not have permission to do this', code: 'server.forbidden', params: {} };",
          "type Query = NonNullable<operations['listSolutions']['parameters']['query']>;",
          "export const query: Query = { search: 'flood', page: '2' };",
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'check.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
