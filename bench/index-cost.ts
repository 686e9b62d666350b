import { openDatabase } from '../apps/api/src/db/database.ts';
import { CatalogIndexHolder } from '../apps/api/src/modules/solutions/catalog-index/catalog-index-holder.ts';
import { buildRepositories } from '../apps/api/src/services.ts';

/**
 * Runs in a fresh child process (with --expose-gc): the time to build the catalogue index as a
 * server does at start, and the memory it adds over the process's baseline (database open, one
 * query made). Answers over IPC.
 */
async function main() {
  const db = openDatabase(process.env.DATABASE_URL!);
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  try {
    const repos = buildRepositories(db);
    const version = await repos.catalogVersion.current();
    gc();
    const before = process.memoryUsage();
    const holder = new CatalogIndexHolder(repos.catalogIndex);
    let started = performance.now();
    const index = await holder.at(version);
    const buildMs = performance.now() - started;
    gc();
    const after = process.memoryUsage();
    // A rebuild after a write: the database's pages are warm by now.
    started = performance.now();
    await new CatalogIndexHolder(repos.catalogIndex).at(version);
    const rebuildMs = performance.now() - started;
    process.send!({
      solutions: index.size,
      buildMs,
      rebuildMs,
      heapMb: (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20,
      rssMb: (after.rss - before.rss) / 2 ** 20,
    });
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
