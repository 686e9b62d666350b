import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { HttpError } from '../src/lib/errors.ts';
import {
  type AddressResolver,
  addressResolver,
  checkWebhookUrl,
  guardedLookup,
  isLoopbackAddress,
  isRefusedAddress,
} from '../src/modules/webhooks/webhook-address.ts';
import { TestDnsServer } from './helpers/dns-server.ts';

/** Where `guardedLookup` would let a connection go, or the error it gives instead. */
const connectTo = (resolveAll: AddressResolver, host: string, httpOnly = true) =>
  new Promise<string>((resolve, reject) =>
    guardedLookup(httpOnly, resolveAll)(host, {}, (error, found) => (error ? reject(error) : resolve(String(found)))),
  );

/** The code a registration of `url` is refused with, or `accepted`. */
async function verdict(url: string, resolveAll: AddressResolver): Promise<string> {
  try {
    await checkWebhookUrl(url, resolveAll);
    return 'accepted';
  } catch (error) {
    return error instanceof HttpError ? error.said.code : String(error);
  }
}

/** The address rules of webhooks (docs/decisions/0173), on addresses as DNS answers them. */
describe('webhook addresses', () => {
  it('refuses link-local and cloud metadata addresses in every spelling DNS may give', () => {
    for (const address of [
      '169.254.169.254',
      '169.254.0.1',
      'fe80::1',
      'febf::1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '100.100.100.200',
      'fd00:ec2::254',
      '0.0.0.0',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.10', '203.0.113.7', '2001:db8::1', 'fc00::1']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('knows loopback addresses, which alone may take http', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::2', '169.254.169.254'].some(isLoopbackAddress)).toBe(false);
  });

  it('lets a delivery connect to what localhost resolves to, over http too', async () => {
    expect(isLoopbackAddress(await connectTo(addressResolver([]), 'localhost'))).toBe(true);
  });
});

/**
 * The same rules on names, answered by a real DNS server on loopback (WEBHOOK_DNS_SERVERS,
 * docs/decisions/0193): at registration on every address a name has, and again when a delivery
 * connects, after the name has been pointed elsewhere.
 */
describe('webhook names, resolved by a DNS server', () => {
  const dns = new TestDnsServer();
  let resolveAll: AddressResolver;
  beforeAll(async () => {
    await dns.start();
    resolveAll = addressResolver([dns.address]);
    dns.answer('hooks.example.test', ['203.0.113.7', '2001:db8::7']);
    dns.answer('metadata-alias.example.test', ['169.254.169.254']);
    dns.answer('v6-link-local.example.test', ['fe80::1']);
    dns.answer('one-bad-address.example.test', ['203.0.113.7', '169.254.169.254']);
    dns.answer('loop.example.test', ['127.0.0.1']);
    dns.answer('lan.example.test', ['10.0.0.5']);
  });
  afterAll(() => dns.close());

  it('resolves IPv4 and IPv6 addresses from the servers given, and addresses as themselves', async () => {
    expect(await resolveAll('hooks.example.test')).toEqual([
      { address: '203.0.113.7', family: 4 },
      { address: '2001:db8::7', family: 6 },
    ]);
    expect(await resolveAll('127.0.0.1')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(resolveAll('nothing.example.test')).rejects.toThrow();
  });

  it('refuses at registration a name any of whose addresses is link-local or metadata', async () => {
    expect(await verdict('https://hooks.example.test/hook', resolveAll)).toBe('accepted');
    expect(await verdict('https://metadata-alias.example.test/latest', resolveAll)).toBe('admin.webhookUrlRefused');
    expect(await verdict('https://v6-link-local.example.test/hook', resolveAll)).toBe('admin.webhookUrlRefused');
    expect(await verdict('https://one-bad-address.example.test/hook', resolveAll)).toBe('admin.webhookUrlRefused');
    expect(await verdict('http://loop.example.test:8080/hook', resolveAll)).toBe('accepted');
    expect(await verdict('http://lan.example.test/hook', resolveAll)).toBe('admin.webhookUrlInvalid');
    expect(await verdict('https://nothing.example.test/hook', resolveAll)).toBe('admin.webhookUrlUnresolved');
  });

  it('refuses the connection when a registered name is pointed at a metadata address later', async () => {
    dns.answer('rebind.example.test', ['127.0.0.1']);
    expect(await verdict('http://rebind.example.test/hook', resolveAll)).toBe('accepted');
    expect(await connectTo(resolveAll, 'rebind.example.test')).toBe('127.0.0.1');
    dns.answer('rebind.example.test', ['169.254.169.254']);
    await expect(connectTo(resolveAll, 'rebind.example.test', false)).rejects.toMatchObject({ code: 'EREFUSED' });
    // Over http a name may only lead to this machine.
    dns.answer('rebind.example.test', ['203.0.113.7']);
    await expect(connectTo(resolveAll, 'rebind.example.test')).rejects.toMatchObject({ code: 'EREFUSED' });
  });
});

describe('WEBHOOK_DNS_SERVERS', () => {
  const servers = (value?: string) =>
    loadConfig({ WEBHOOK_DNS_SERVERS: value, JWT_SECRET: 'x'.repeat(32) }).webhooks.dnsServers;

  it('is the system resolver when unset, else the servers listed', () => {
    expect(servers()).toEqual([]);
    expect(servers(' 10.0.0.2, 10.0.0.3:5353 ,[2001:db8::53]:53')).toEqual([
      '10.0.0.2',
      '10.0.0.3:5353',
      '[2001:db8::53]:53',
    ]);
  });

  it('refuses what is not a server address, naming the setting', () => {
    expect(() => servers('dns.example.com')).toThrow(/WEBHOOK_DNS_SERVERS: must be DNS server addresses/);
    expect(() => servers('10.0.0.2:notaport')).toThrow(/WEBHOOK_DNS_SERVERS/);
  });
});
