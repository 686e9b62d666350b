import { describe, expect, it } from 'vitest';
import { createUserWithToken } from './helpers/factories.ts';
import { secondInstance } from './helpers/second-instance.ts';
import { createTestApp } from './helpers/test-app.ts';

/** Two instances on one PostgreSQL database: a revocation holds on both at once (docs/decisions/0170). */
describe('an API token revoked on one instance', () => {
  it('is refused on the other at its next request', async () => {
    const a = await createTestApp('postgres');
    const b = await secondInstance(a.url, a.config);
    try {
      const admin = await createUserWithToken(a.app, { isStaff: true });
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/admin/tokens',
        headers: admin.auth,
        payload: { name: 'shared', scopes: ['catalog:read'] },
      });
      const { id, token } = created.json().data;
      const onB = () =>
        b.inject({ method: 'GET', url: '/api/catalog/solution', headers: { authorization: `Bearer ${token}` } });
      expect((await onB()).statusCode).toBe(200);
      await a.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${id}`, headers: admin.auth });
      expect((await onB()).statusCode).toBe(401);
    } finally {
      await b.close();
      await a.cleanup();
    }
  });
});
