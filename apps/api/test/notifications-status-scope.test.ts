import { SOLUTION_STATUS_IDS, type SolutionStatus } from '@catalog/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementWorld } from './helpers/announcements.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases } from './helpers/test-app.ts';

// A solution is "new" to subscribers when signed-in users can first see it; what only admins
// can see is never announced (docs/decisions/0042-new-solution-notifications.md). Written out
// here rather than read from the code under test.
const ANNOUNCED: readonly SolutionStatus[] = ['release_public', 'release_register'];
const HIDDEN = SOLUTION_STATUS_IDS.filter((s) => !ANNOUNCED.includes(s));

describe.each(testDatabases)('which statuses announce a solution, and to whom, on %s', (kind) => {
  let w: Awaited<ReturnType<typeof announcementWorld>>;
  let subscriber: string;

  beforeAll(async () => {
    w = await announcementWorld(kind);
    subscriber = (await createUserWithToken(w.t.app)).user.email;
  });
  afterAll(() => w.cleanup());
  beforeEach(async () => {
    await w.t.app.mail.flush();
    w.smtp.messages.length = 0;
  });

  /** Everyone mailed about the named solution since the last reset. */
  const mailedAbout = async (name: string) => {
    await w.t.app.mail.flush();
    return w.smtp.messages
      .filter((m) => m.subject === `New in the Solution Catalog: ${name}`)
      .flatMap((m) => m.to)
      .sort();
  };

  it.each(SOLUTION_STATUS_IDS.map((status) => [status, ANNOUNCED.includes(status) ? 'is' : 'is not'] as const))(
    'a solution created as %s %s announced',
    async (status, verb) => {
      const announced = verb === 'is';
      const name = `Peat Fire Watch ${status}`;
      await w.create(name, status);
      // Every subscriber, admins and users alike, or nobody at all.
      expect(await mailedAbout(name)).toEqual(announced ? [w.admin.email, subscriber].sort() : []);
    },
  );

  it.each(HIDDEN)(
    'moving from %s through every hidden status announces nothing, then the first release does',
    async (first) => {
      const name = `Peat Depth Survey from ${first}`;
      const id = await w.create(name, first);
      for (const next of HIDDEN) await w.setStatus(id, next);
      expect(await mailedAbout(name)).toEqual([]);
      await w.setStatus(id, 'release_register');
      expect(await mailedAbout(name)).toEqual([w.admin.email, subscriber].sort());
    },
  );
});
