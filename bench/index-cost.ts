import { openDatabase } from '../apps/api/src/db/database.ts';
import { CatalogIndexHolder } from '../apps/api/src/modules/solutions/catalog-index/catalog-index-holder.ts';
import { SolutionsService } from '../apps/api/src/modules/solutions/solutions.service.ts';
import { buildRepositories } from '../apps/api/src/services.ts';

/** The heap and array buffers `now` holds over `before`, in MB. */
const heapOver = (now: NodeJS.MemoryUsage, before: NodeJS.MemoryUsage) =>
  (now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20;

/**
 * Runs in a fresh child process (with --expose-gc): the time to build the catalogue index as a
 * server does at start, and the memory it adds over the process's baseline (database open, one
 * query made); then the same for the card fill that follows it. Answers over IPC.
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
    const service = new SolutionsService(repos.solutions, repos.catalogVersion, holder);
    let started = performance.now();
    // As a server starts: the build, then the card fill, which begins on the next turn
    // (docs/decisions/0219, 0220), so nothing of it is in the build's time or memory below.
    await service.warmIndex();
    const buildMs = performance.now() - started;
    gc();
    const after = process.memoryUsage();
    const index = await holder.at(version);
    started = performance.now();
    await service.cardsFilled;
    const fillMs = performance.now() - started;
    const filledCards = holder.cards(index)?.size ?? 0;
    gc();
    const filled = process.memoryUsage();
    // A rebuild after a write: the database's pages are warm by now.
    started = performance.now();
    await new CatalogIndexHolder(repos.catalogIndex).at(version);
    const rebuildMs = performance.now() - started;
    process.send!({
      solutions: index.size,
      buildMs,
      rebuildMs,
      heapMb: heapOver(after, before),
      rssMb: (after.rss - before.rss) / 2 ** 20,
      fillMs,
      filledCards,
      filledHeapMb: heapOver(filled, before),
      filledRssMb: (filled.rss - before.rss) / 2 ** 20,
    });
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
