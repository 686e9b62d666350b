import type { SolutionStatus } from '@catalog/shared';
import { expect } from 'vitest';
import { CatalogFixtures } from './catalog-fixtures.ts';
import { createUserWithToken } from './factories.ts';
import { createTestAppWithSmtp } from './smtp.ts';
import type { DbKind } from './test-app.ts';
import { type Fields, multipart } from './upload.ts';

/** An app mailing through a test SMTP server, an admin, and solution writes through the API as that admin. */
export async function announcementWorld(kind: DbKind) {
  const { t, smtp, cleanup } = await createTestAppWithSmtp(kind);
  const a = await createUserWithToken(t.app, { isStaff: true });
  const admin = { auth: a.auth, email: a.user.email };
  const f = new CatalogFixtures(t.db.kysely);
  const lookups = { contributor: await f.lookup('contributors', 'Ani'), sector: await f.lookup('sectors', 'Public') };

  const send = (method: 'POST' | 'PUT', url: string, fields: Fields) => {
    const body = multipart(fields);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...admin.auth, ...body.headers } });
  };
  const create = async (name: string, status: SolutionStatus) => {
    const res = await send('POST', '/api/catalog/solution', {
      name,
      status,
      creator: 'Ani',
      contributor_id: lookups.contributor,
      sector_id: lookups.sector,
      description: '<p>Maps <b>flood</b> risk for districts.</p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const setStatus = async (id: number, status: SolutionStatus) => {
    const res = await send('PUT', `/api/catalog/solution/${id}/`, { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { t, smtp, cleanup, admin, lookups, send, create, setStatus };
}
