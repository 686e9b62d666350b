import { describe, expect, it } from 'vitest';
import { guardedLookup, isLoopbackAddress, isRefusedAddress } from '../src/modules/webhooks/webhook-address.ts';

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
    const address = await new Promise<string>((resolve, reject) =>
      guardedLookup(true)('localhost', {}, (error, found) => (error ? reject(error) : resolve(String(found)))),
    );
    expect(isLoopbackAddress(address)).toBe(true);
  });
});
