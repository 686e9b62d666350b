import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_DOCS_PATH,
  API_OPENAPI_PATH,
  type Endpoint,
  endpoints,
  errorStatuses,
  type OperationId,
} from '@catalog/shared';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { redoclyProblems } from '../../../scripts/openapi-lint.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

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
  let doc: {
    servers?: unknown[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });

  it('passes the recommended Redocly rules (redocly.yaml) with no error and no warning', async () => {
    const problems = await redoclyProblems(source);
    expect(problems.filter((p) => !p.ignored).map((p) => p.line)).toEqual([]);
    // Excused: only the contract's own paths that look alike to no-ambiguous-paths (.redocly.lint-ignore.yaml).
    expect(problems.filter((p) => p.ignored).map((p) => p.line)).toEqual([
      expect.stringMatching(/^warn no-ambiguous-paths: .* at #\/paths\/~1api~1catalog~1solution~1images~1\{imageId\}$/),
      expect.stringMatching(/^warn no-ambiguous-paths: .* at #\/paths\/~1api~1catalog~1solution~1\{id\}~1related$/),
    ]);
  });

  it(`is served at ${API_OPENAPI_PATH} as well`, async () => {
    const res = await t.app.inject({ method: 'GET', url: API_OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(doc);
  });

  it('names every shape in components.schemas and gives every operation a tag, a summary and its security', () => {
    const inline: string[] = [];
    const looseIds: string[] = [];
    const visit = (value: unknown, path: string, top: boolean) => {
      if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${path}/${i}`, false));
      if (typeof value !== 'object' || value === null) return;
      const schema = value as Record<string, unknown>;
      if (!top && (schema.type === 'object' || 'properties' in schema)) inline.push(path);
      for (const [key, inner] of Object.entries(schema)) {
        if (key === 'properties')
          for (const [name, property] of Object.entries(inner as Record<string, Record<string, unknown>>)) {
            const types = [
              property.type,
              ...((property.anyOf as Array<{ type?: string }>) ?? []).map((p) => p.type),
            ].flat();
            if (/(^|_)ids?$/.test(name) && !types.includes('integer') && !types.includes('array'))
              if (!property.$ref && !types.includes('string')) looseIds.push(`${path}/${name}`);
          }
        visit(inner, `${path}/${key}`, false);
      }
    };
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path} has a tag`).toBe(1);
        expect(operation.summary, `${method} ${path} has a summary`).toBeTruthy();
        expect(operation.security, `${method} ${path} states its security`).toBeDefined();
        const bodies = [
          (operation as { requestBody?: { content: Record<string, { schema: unknown }> } }).requestBody?.content,
          ...Object.values(operation.responses).map((r) => r.content),
        ];
        for (const content of bodies)
          for (const [type, media] of Object.entries(content ?? {}))
            visit(media.schema, `${method} ${path} ${type}`, (media.schema as { type?: string }).type !== 'array');
      }
    for (const [name, schema] of Object.entries(doc.components.schemas))
      visit(schema, `#/components/schemas/${name}`, true);
    expect(inline, 'object shapes without a name').toEqual([]);
    expect(looseIds, 'ids that are not integers').toEqual([]);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'SolutionDetail',
        'SolutionSummary',
        'LookupItem',
        'Pagination',
        'ImportReport',
        'ErrorBody',
      ]),
    );
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
