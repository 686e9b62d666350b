import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@catalog/shared';
import { activeUser, nextIp, post } from './helpers/accounts.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

const TABLE =
  /"kind":"TableNode","table":\{"kind":"SchemableIdentifierNode","identifier":\{"kind":"IdentifierNode","name":"(\w+)"/;

/** "InsertQueryNode rate_limit_counters": what a statement does, and to which table first. */
const describeNode = (node: RootOperationNode) => `${node.kind} ${TABLE.exec(JSON.stringify(node))?.[1] ?? ''}`;

/**
 * Forgot-password must not tell known emails from unknown ones by its timing. Instead of timing
 * it (noisy), the test records every statement the app runs up to the moment its answer
 * arrives: it must be the same list for both, and nothing that depends on the account
 * (docs/decisions/0089). The mail still goes out, after the answer.
 */
describe.each(testDatabases)('forgot-password answers before its work on %s', (kind) => {
  const seen: string[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen.push(describeNode(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  // Every statement the app runs goes through the recorder.
  const ctx = useTestAppWithSmtp(kind, {}, { appDb: (db) => ({ ...db, kysely: db.kysely.withPlugin(recorder) }) });

  it('runs the same statements before answering, for a known and an unknown email', async () => {
    const { t, smtp } = ctx;
    const known = `remembered.${kind}@example.com`;
    const unknown = `never.seen.${kind}@example.com`;
    await activeUser(t.app, smtp, known);
    await t.app.mail.flush();

    const answered = async (email: string) => {
      await t.app.services.afterAnswer.settled();
      seen.length = 0;
      const res = await post(t.app, '/api/auth/forget-password', { email }, nextIp());
      // Read at once: work after the answer starts on a later turn of the event loop.
      const statements = [...seen];
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
      return statements;
    };
    const forKnown = await answered(known);
    const forUnknown = await answered(unknown);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.join('\n')).not.toMatch(/users|one_time_tokens|mail_outbox/);
    expect(forKnown.length).toBeGreaterThan(0);

    await t.app.mail.flush();
    expect(smtp.to(known).map((m) => m.subject)).toContain('Reset your Solution Catalog password');
    expect(smtp.to(unknown)).toEqual([]);
  });
});
