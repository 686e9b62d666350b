import http from 'node:http';
import https from 'node:https';
import { type AddressResolver, guardedLookup } from './webhook-address.ts';
import { signatureOf } from './webhook-signature.ts';

export interface SendOutcome {
  /** The answer's status, or null when none came (refused address, network error, timeout). */
  status: number | null;
  error?: string;
}

/**
 * POSTs one delivery's raw body, signed, and waits at most `timeoutMs` for the answer's status
 * line; the answer's body is read and dropped. Redirects are not followed. The name is resolved
 * by `resolveAll` on a connection of its own, refused when an address is (docs/decisions/0173).
 */
export function sendDelivery(
  target: { url: string; secret: string; event: string; deliveryId: string; body: string },
  timeoutMs: number,
  resolveAll: AddressResolver,
): Promise<SendOutcome> {
  const url = new URL(target.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
          'user-agent': 'SolutionCatalog-Webhook/1',
          'x-catalog-event': target.event,
          'x-catalog-delivery': target.deliveryId,
          'x-catalog-signature': signatureOf(target.secret, target.body),
        },
        lookup: guardedLookup(url.protocol === 'http:', resolveAll) as never,
        // A connection of its own, never a kept-alive one: each delivery's address is checked.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? null });
      },
    );
    request.on('error', (error) =>
      resolve({
        status: null,
        error:
          error.name === 'AbortError' || error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error.message,
      }),
    );
    request.end(target.body);
  });
}
