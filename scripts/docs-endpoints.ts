// The endpoint list of docs/product.md §6.4, read from the endpoint table every route and the
// client are typed from (packages/shared/src/endpoints, docs/decisions/0101-endpoint-table.md).
// Rendered by scripts/docs-generate.ts.
import { endpoints } from '../packages/shared/src/endpoints/index.ts';
import type { DocTable } from './docs-generate.ts';

/** `/api/catalog/solution/:id` → `/api/catalog/solution/{id}`, the way the docs write a path. */
function docPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** One table per tag (the groups of /api/docs), tags and operations in the table's own order. */
export function endpointTables(): DocTable[] {
  const byTag = new Map<string, string[][]>();
  for (const [operationId, endpoint] of Object.entries(endpoints)) {
    const rows = byTag.get(endpoint.tag) ?? [];
    rows.push([
      `\`${endpoint.method} ${docPath(endpoint.path)}\``,
      `\`${endpoint.auth}\``,
      endpoint.summary,
      `\`${operationId}\``,
    ]);
    byTag.set(endpoint.tag, rows);
  }
  return [...byTag].map(([tag, rows]) => ({
    caption: `**${tag}**`,
    columns: ['method and path', 'access', 'what', 'operation'],
    rows,
  }));
}
