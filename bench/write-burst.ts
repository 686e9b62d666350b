import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/database.ts';

export interface WriteBurst {
  writes: number;
  /** The list request right after each write: its latency, and whether it showed the write. */
  p50: number;
  p99: number;
  visible: number;
  /** Other visitors' list requests meanwhile (autocannon, `connections` of them). */
  loadP99: number;
  loadRequests: number;
  non2xx: number;
}

const LIST = '/api/catalog/solution?order_by=name&page_size=5';

/**
 * One write through another connection that changes nothing a visitor sees (a solution's name set
 * to itself): the server's next request patches it in, which starts the index's remembered
 * searches afresh (docs/decisions/0184), so what is timed next asks every search word anew.
 */
export async function forgetSearches(databaseUrl: string, id = 1): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await db.kysely
      .updateTable('solutions')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', id)
      .execute();
  } finally {
    await db.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * A burst of `writes` catalogue writes made through another connection (as another instance
 * would, so the server learns of each from the record of changes, docs/decisions/0184), each
 * followed at once by a list request that must show it: every write renames one solution so that
 * it sorts first by name. Meanwhile `connections` visitors keep asking the landing list.
 */
export async function writeBurst(
  base: string,
  databaseUrl: string,
  writes = 100,
  connections = 10,
): Promise<WriteBurst> {
  const db = openDatabase(databaseUrl);
  let finished: (result: autocannon.Result) => void = () => undefined;
  const loadDone = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  const background = autocannon({ url: base + '/api/catalog/solution', connections, duration: 600 }, (error, result) =>
    finished(result),
  );
  const latencies: number[] = [];
  let visible = 0;
  try {
    // Let the visitors' load get going first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 0; i < writes; i++) {
      // Names that sort before every generated one, each new one before the last.
      const name = `0 burst ${String(writes - i).padStart(4, '0')}`;
      await db.kysely
        .updateTable('solutions')
        .set({ name, status: 'release_public' })
        .where('id', '=', i + 1)
        .execute();
      const started = performance.now();
      const answer = await fetch(base + LIST);
      const body = (await answer.json()) as { data: Array<{ name: string }> };
      latencies.push(performance.now() - started);
      if (answer.status === 200 && body.data[0]?.name === name) visible++;
    }
  } finally {
    background.stop();
    await db.close();
  }
  const load = await loadDone;
  return {
    writes,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    visible,
    loadP99: load.latency.p99,
    loadRequests: load.requests.total,
    non2xx: load.non2xx,
  };
}
