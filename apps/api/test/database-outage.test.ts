import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/availability.ts';
import { openDatabase } from '../src/db/database.ts';
import { type PrivatePostgres, startPrivatePostgres } from './helpers/private-postgres.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

interface Answer {
  at: number;
  path: string;
  status: number;
  retryAfter: string | null;
}

/** Routes that each need the database: a catalogue list, a lookup, the readiness probe. */
const PATHS = ['/api/catalog/solution', '/api/catalog/arcgis_product', '/api/health/ready'];

/**
 * The server runs in its own process on a PostgreSQL of its own; the test restarts that
 * database and stops it for 15 s while four clients keep asking (docs/decisions/0085).
 */
describe('PostgreSQL restarting and stopping under load', () => {
  let pg: PrivatePostgres;
  let server: ServerProcess;
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    server = await startServerProcess({ databaseUrl: pg.url });
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    pg?.destroy();
  });

  it('stays up, answers 503 with Retry-After while the database is away and 200 within a second of its return', async () => {
    const answers: Answer[] = [];
    const failures: string[] = [];
    let loading = true;
    const client = async (offset: number) => {
      for (let i = offset; loading; i++) {
        const path = PATHS[i % PATHS.length]!;
        try {
          const res = await fetch(server.baseUrl + path, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          answers.push({ at: Date.now(), path, status: res.status, retryAfter: res.headers.get('retry-after') });
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    const since = (t: number) => answers.filter((a) => a.at >= t);
    const firstOkAfter = async (t: number) => {
      while (Date.now() - t < 10_000) {
        const ok = since(t).find((a) => a.status === 200 && a.path === '/api/health/ready');
        if (ok) return ok.at - t;
        await new Promise((r) => setTimeout(r, 10));
      }
      return Infinity;
    };
    await new Promise((r) => setTimeout(r, 500));

    pg.restart();
    const restarted = Date.now();
    const afterRestart = await firstOkAfter(restarted);

    pg.stop();
    const stopped = Date.now();
    await new Promise((r) => setTimeout(r, 15_000));
    const duringStop = answers.filter((a) => a.at > stopped + 200 && a.at < stopped + 15_000);
    pg.start();
    const started = Date.now();
    const afterStart = await firstOkAfter(started);
    await new Promise((r) => setTimeout(r, 300));
    loading = false;
    await load;

    console.info(
      `outage: ${answers.length} answers, ${duringStop.length} while stopped; ` +
        `first 200 ${afterRestart} ms after the restart, ${afterStart} ms after the start`,
    );
    expect(server.child.exitCode).toBeNull();
    expect(failures).toEqual([]);
    // Never a 500: a 200 or a 503 that tells the client when to come back.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && a.retryAfter !== '5')).toEqual([]);
    expect(duringStop.length).toBeGreaterThan(100);
    for (const path of PATHS) {
      const here = duringStop.filter((a) => a.path === path);
      expect(here.length, path).toBeGreaterThan(10);
      expect(here.every((a) => a.status === 503)).toBe(true);
    }
    expect(afterRestart).toBeLessThan(1000);
    expect(afterStart).toBeLessThan(1000);
    const afterReturn = since(started + afterStart + 50);
    expect(afterReturn.length).toBeGreaterThan(0);
    expect(afterReturn.every((a) => a.status === 200)).toBe(true);

    // The log tells of an outage once, with no stack trace per request: a few lines for thousands
    // of refused requests. While PostgreSQL shuts down, a connection still open may answer between
    // refusals, so each of the two interruptions may show as up to two short outages.
    const lines = server.output().split('\n');
    const outages = lines.filter((l) => l.includes('database unreachable'));
    expect(outages.length).toBeGreaterThanOrEqual(1);
    expect(outages.length).toBeLessThanOrEqual(4);
    expect(lines.filter((l) => l.includes('database reachable again')).length).toBe(outages.length);
    expect(lines.filter((l) => l.includes('"stack"') || /^\s+at /.test(l))).toEqual([]);
  }, 90_000);

  it('survives the database ending a connection that a request holds between statements', async () => {
    const db = openDatabase(pg.url);
    try {
      const outcome = await db.kysely.connection().execute(async (conn) => {
        await sql`select 1`.execute(conn);
        // The server ends this checked-out, idle connection; without a listener of its own
        // the 'error' event it raises would end the process.
        pg.restart();
        await new Promise((r) => setTimeout(r, 200));
        return sql`select 1`.execute(conn).then(
          () => 'answered',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
        );
      });
      expect(outcome).toBe('unavailable');
      expect(db.availability.isDown).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      expect(rows).toEqual([{ one: 1 }]);
      expect(db.availability.isDown).toBe(false);
    } finally {
      await db.close();
    }
  }, 30_000);
});
