import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, generated } from './helpers/catalog-files.ts';
import { TestDnsServer } from './helpers/dns-server.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { TEST_WEBHOOKS, webhookAdmin } from './helpers/webhook-admin.ts';
import { WebhookReceiver } from './helpers/webhook-receiver.ts';

/**
 * DNS rebinding (docs/decisions/0173, 0193): an endpoint registered under a name that led to this
 * machine gets no delivery once the name is pointed at a metadata address; the app resolves names
 * with a real DNS server on loopback (WEBHOOK_DNS_SERVERS).
 */
describe.each(testDatabases)('webhooks and DNS on %s', (kind) => {
  const dns = new TestDnsServer();
  const receiver = new WebhookReceiver();
  beforeAll(async () => {
    await dns.start();
    await receiver.start();
  });
  const t = useTestApp(kind, () => ({ webhooks: { ...TEST_WEBHOOKS, dnsServers: [dns.address] } }));
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  const { register, deliveries, drain } = webhookAdmin(t, receiver, () => admin.auth);
  afterAll(async () => {
    await receiver.close();
    await dns.close();
  });
  beforeAll(async () => {
    admin = await createUserWithToken(t.app, { isStaff: true });
  });

  /** One event for the endpoint: a solution created by an import. */
  const createSolution = async (i: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/solutions/import?dry_run=0&create_lookups=1',
      payload: JSON.stringify(fileOf([{ ...generated(100 + i), name: `Rebinding ${i}` }])),
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('delivers while the name leads here, and refuses the connection once it leads to metadata', async () => {
    const port = new URL(receiver.url('/')).port;
    dns.answer('hooks.rebind.test', ['127.0.0.1']);
    const created = await register({ url: `http://hooks.rebind.test:${port}/rebind`, events: ['solution.created'] });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json().data as { id: number };

    await createSolution(1);
    await drain();
    expect(receiver.at('/rebind')).toHaveLength(1);

    dns.answer('hooks.rebind.test', ['169.254.169.254']);
    await createSolution(2);
    await drain();
    expect(receiver.at('/rebind')).toHaveLength(1);
    const [refused, delivered] = await deliveries(hook.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200 });
    // Kept for a retry, in case the name is put right; never sent to the metadata address.
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, response_code: null });

    // A new registration under the name is refused after DNS.
    const again = await register({ url: `https://hooks.rebind.test/other`, events: ['solution.created'] });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('admin.webhookUrlRefused');
  });
});
