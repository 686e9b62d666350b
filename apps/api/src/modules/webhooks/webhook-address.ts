import { lookup as dnsLookup, type LookupAddress, promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { coded } from '@catalog/shared';
import { badRequest } from '../../lib/errors.ts';

/**
 * Where webhooks may go (docs/decisions/0173): https anywhere but link-local and cloud metadata
 * addresses, and http only to this machine (for testing). The rules are checked on the URL as
 * written, on every address its name resolves to when it is registered, and again on the address
 * each delivery connects to (a name may resolve elsewhere later).
 */
const REFUSED = new BlockList();
REFUSED.addSubnet('169.254.0.0', 16, 'ipv4'); // IPv4 link-local, the usual metadata address
REFUSED.addSubnet('fe80::', 10, 'ipv6'); // IPv6 link-local
REFUSED.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
REFUSED.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
REFUSED.addSubnet('0.0.0.0', 8, 'ipv4');
REFUSED.addAddress('::', 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

/** An IPv4 address written as IPv6 (`::ffff:169.254.169.254`) is checked as the IPv4 one. */
function plain(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isRefusedAddress(address: string): boolean {
  const a = plain(address);
  return REFUSED.check(a.address, a.type);
}

export function isLoopbackAddress(address: string): boolean {
  const a = plain(address);
  return LOOPBACK.check(a.address, a.type);
}

const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');

/** The URL as written: parsed, https or http, no credentials, no metadata name or refused address. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(coded('admin.webhookUrlInvalid'), { url: coded('admin.webhookUrlInvalid') });
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password) {
    throw badRequest(coded('admin.webhookUrlInvalid'), { url: coded('admin.webhookUrlInvalid') });
  }
  const host = hostOf(url);
  if (METADATA_NAMES.has(host) || (isIP(host) && isRefusedAddress(host))) {
    throw badRequest(coded('admin.webhookUrlRefused'), { url: coded('admin.webhookUrlRefused') });
  }
  if (url.protocol === 'http:' && isIP(host) && !isLoopbackAddress(host)) {
    throw badRequest(coded('admin.webhookUrlInvalid'), { url: coded('admin.webhookUrlInvalid') });
  }
  return url;
}

/** Every address a name resolves to now (an address written as the host is itself). */
export type AddressResolver = (host: string) => Promise<LookupAddress[]>;

const systemResolver: AddressResolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The addresses webhooks connect to: the system's resolver (its hosts file, then DNS) when
 * `servers` is empty, else only the DNS servers given (`WEBHOOK_DNS_SERVERS`, `address[:port]`),
 * asking for IPv4 and IPv6 addresses alike.
 */
export function addressResolver(servers: readonly string[]): AddressResolver {
  if (servers.length === 0) return systemResolver;
  const resolver = new dns.Resolver({ timeout: 2000, tries: 2 });
  resolver.setServers([...servers]);
  return async (host) => {
    const family = isIP(host);
    if (family) return [{ address: host, family }];
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const found = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (found.length === 0) throw v4.status === 'rejected' ? v4.reason : new Error(`${host} has no address`);
    return found;
  };
}

/** The URL as written and then every address it resolves to now; answers the URL in its normal form. */
export async function checkWebhookUrl(raw: string, resolveAll: AddressResolver): Promise<string> {
  const url = parseWebhookUrl(raw);
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(hostOf(url));
  } catch {
    throw badRequest(coded('admin.webhookUrlUnresolved'), { url: coded('admin.webhookUrlUnresolved') });
  }
  if (addresses.some((a) => isRefusedAddress(a.address))) {
    throw badRequest(coded('admin.webhookUrlRefused'), { url: coded('admin.webhookUrlRefused') });
  }
  if (url.protocol === 'http:' && !addresses.every((a) => isLoopbackAddress(a.address))) {
    throw badRequest(coded('admin.webhookUrlInvalid'), { url: coded('admin.webhookUrlInvalid') });
  }
  return url.toString();
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses what registration refuses, on the address the
 * connection will use: a name that now resolves to a metadata address gets no delivery.
 */
export function guardedLookup(httpOnly: boolean, resolveAll: AddressResolver) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    resolveAll(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => isRefusedAddress(a.address) || (httpOnly && !isLoopbackAddress(a.address)));
        if (bad) return callback(Object.assign(new Error(`refused address ${bad.address}`), { code: 'EREFUSED' }), []);
        const all = (options as { all?: boolean }).all;
        if (all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
