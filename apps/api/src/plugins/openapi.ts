import { API_DOCS_PATH } from '@catalog/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI built from the endpoint table (docs/decisions/0102-openapi-document.md), with a docs
 * page at API_DOCS_PATH. OpenAPI 3.1 describes a value that may be null as JSON Schema does, so
 * the zod schemas translate without the 3.0 `nullable` workarounds.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Solution Catalog API', version: '1.0.0' },
      // Relative: the API is served by the process that serves this document, whatever its host.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/** Named shapes (zod `.meta({ id })`) are listed for both directions; keep those an operation refers to. */
function withoutUnusedSchemas(document: Document): Document {
  if (!('components' in document) || !document.components?.schemas) return document;
  const paths = JSON.stringify(document.paths);
  const used = Object.entries(document.components.schemas).filter(([name]) =>
    paths.includes(`"#/components/schemas/${name}"`),
  );
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(used) } } as Document;
}
