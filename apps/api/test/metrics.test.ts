import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line `name{labels} value`, or undefined when absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe.each(testDatabases)('/metrics on %s', (kind) => {
  const t = useTestApp(kind, { metrics: true, metricsToken: TOKEN });
  let solutionId: number;
  beforeAll(async () => {
    solutionId = await new CatalogFixtures(t.db.kysely).solution({ name: 'Counted', status: 'release_public' });
  });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Metrics need the bearer token set in METRICS_TOKEN',
        code: 'server.metricsToken',
        params: {},
      });
    }
  });

  it('counts and times requests by route pattern, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: `/api/catalog/solution/${solutionId}` });
    await t.app.inject({ url: '/api/catalog/solution/987654' });
    await t.app.inject({ url: '/api/catalog/solution?search=abc' });
    const text = await scrape();
    const detail = 'route="/api/catalog/solution/:id"';
    expect(sample(text, `http_requests_total{method="GET",${detail},status="200"}`)).toBe(3);
    expect(sample(text, `http_requests_total{method="GET",${detail},status="404"}`)).toBe(1);
    expect(sample(text, `http_requests_total{method="GET",route="/api/catalog/solution",status="200"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",${detail}}`)).toBe(4);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",method="GET",${detail}}`)).toBe(4);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('search=abc');
  });

  it('counts catalogue cache hits and misses', async () => {
    const before = await scrape();
    const at = (text: string, result: string) =>
      sample(text, `catalog_cache_lookups_total{cache="catalog",result="${result}"}`) ?? 0;
    await t.db.kysely.updateTable('solutions').set({ name: 'Counted again' }).where('id', '=', solutionId).execute();
    await t.app.inject({ url: `/api/catalog/solution/${solutionId}` });
    await t.app.inject({ url: `/api/catalog/solution/${solutionId}` });
    const after = await scrape();
    expect(at(after, 'miss') - at(before, 'miss')).toBe(1);
    expect(at(after, 'hit') - at(before, 'hit')).toBe(1);
  });

  it('reports the outbox by status and the mail being retried', async () => {
    await t.app.services.repositories.outbox.enqueue(
      [1, 2, 3].map((n) => ({ to: `m${n}@example.com`, subject: 's', text: 't', html: 'h' })),
    );
    const [first] = await t.db.kysely.selectFrom('mail_outbox').select('id').orderBy('id').execute();
    await t.db.kysely
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: '550' })
      .where('id', '=', first!.id)
      .execute();
    await t.db.kysely
      .updateTable('mail_outbox')
      .set({ last_error: '421 try later' })
      .where('id', '=', first!.id + 1)
      .execute();
    const text = await scrape();
    expect(sample(text, 'mail_outbox_messages{status="pending"}')).toBe(2);
    expect(sample(text, 'mail_outbox_messages{status="failed"}')).toBe(1);
    expect(sample(text, 'mail_outbox_messages{status="sending"}')).toBe(0);
    expect(sample(text, 'mail_outbox_retrying')).toBe(1);
  });

  it('reports database pool use on PostgreSQL', async () => {
    const text = await scrape();
    const total = sample(text, 'db_pool_connections{state="total"}');
    if (kind === 'postgres') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(total).toBeUndefined();
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('/metrics while off (the default)', () => {
  const t = useTestApp('sqlite');

  it('is not there: the page of the web client, and a bearer token is just an invalid session', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('http_requests_total');
    const withToken = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json()).toEqual({ message: 'Invalid or expired token', code: 'server.invalidToken', params: {} });
  });
});
