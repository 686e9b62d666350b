import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import type { WebhookReceiver } from './webhook-receiver.ts';

const HOUR = 3_600_000;

/**
 * The worker's settings in tests: no timer (tests run it), a short timeout, retries from 1 s. The
 * timeout leaves a loaded CI machine time to answer a 500 (at 400 ms a slow answer counted as none).
 */
export const TEST_WEBHOOKS = {
  pollMs: 0,
  timeoutMs: 1500,
  retryBaseMs: 1000,
  retryForMs: 24 * HOUR,
  pauseAfterMs: 72 * HOUR,
  claimMs: 5000,
  dnsServers: [] as string[],
};

export interface ListedDelivery {
  id: number;
  event: string;
  delivery_id: string;
  status: string;
  attempts: number;
  response_code: number | null;
}

/**
 * An admin's webhook calls against the app of a test: endpoints on paths of their own of a real
 * receiver, their deliveries as the back office lists them, and the worker run with a clock.
 */
export function webhookAdmin(t: TestApp, receiver: WebhookReceiver, auth: () => Record<string, string>) {
  let hooks = 0;
  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: auth(), payload: payload as object });
  const run = (at = new Date()) => t.app.services.webhookWorker.runOnce(at);
  return {
    register,
    /** A new endpoint on its own path of the receiver, for the events given. */
    async endpoint(events: string[]) {
      hooks += 1;
      const path = `/hook-${hooks}`;
      const res = await register({ url: receiver.url(path), events });
      expect(res.statusCode).toBe(201);
      return { path, ...(res.json().data as { id: number; secret: string; url: string }) };
    },
    async deliveries(id: number): Promise<ListedDelivery[]> {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${id}/deliveries`, headers: auth() });
      return res.json().data;
    },
    /** Pauses or resumes endpoint `id` as its Edit dialog does. */
    setPaused: (id: number, paused: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/webhooks/${id}`, headers: auth(), payload: { paused } }),
    run,
    /** Runs the worker at `at` until it claims nothing more. */
    async drain(at = new Date()) {
      while ((await run(at)) > 0);
    },
  };
}
