import { API_DOCS_PATH, API_OPENAPI_PATH } from '@catalog/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { nameEveryShape } from './openapi-shapes.ts';

/**
 * OpenAPI built from the endpoint table (docs/decisions/0102-openapi-document.md), with a docs
 * page at API_DOCS_PATH. OpenAPI 3.1 describes a value that may be null as JSON Schema does, so
 * the zod schemas translate without the 3.0 `nullable` workarounds.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Solution Catalog API',
        version: '1.0.0',
        // The product is not open source: its API is described, not licensed for reuse.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is served by the process that serves this document, whatever its host.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => nameEveryShape(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  // The document at the address clients and generators look for; not an operation of its own.
  app.get(API_OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
