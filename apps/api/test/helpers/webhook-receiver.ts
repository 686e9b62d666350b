import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: { event: string; delivery_id: string; occurred_at: string; data: Record<string, unknown> };
}

/** What a path answers: a status, or 'hang' (never answers). */
export type Answer = number | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1: records every POST and answers each path as told (the next
 * answer of its queue, else 200).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private server!: Server;
  private readonly hanging = new Set<() => void>();

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, raw, body: JSON.parse(raw) });
        const answer = this.answers.get(path)?.shift() ?? 200;
        if (answer === 'hang') {
          const end = () => res.destroy();
          this.hanging.add(end);
          return;
        }
        res.statusCode = answer;
        res.end('ok');
      });
    });
    await new Promise<void>((ready) => this.server.listen(0, '127.0.0.1', ready));
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** The next answers of `path`, in order. */
  answer(path: string, ...answers: Answer[]): void {
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...answers]);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    for (const end of this.hanging) end();
    this.server.closeAllConnections();
    await new Promise((done) => this.server.close(done));
  }
}

/** Checks a delivery's signature as a receiver should: HMAC-SHA256 of the raw body, compared in constant time. */
export function signatureValid(secret: string, raw: string, header: string | string[] | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
