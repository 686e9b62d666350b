import { openDatabase } from '../apps/api/src/db/database.ts';
import { CatalogIndexHolder } from '../apps/api/src/modules/solutions/catalog-index/catalog-index-holder.ts';
import { buildRepositories } from '../apps/api/src/services.ts';
import { generateCatalogueShown, WORDS } from './generate.ts';

/** A word of the generated vocabulary: in about 43% of the solutions, like every other one. */
const COMMON_WORD = WORDS[0]!;

/**
 * The cost of a search word's first use by the catalogue index's text engine (docs/decisions/0164):
 * hits, ranks and matched words, for the word as written, misspelt and with an Indonesian affix. Each round uses a fresh
 * holder so nothing is remembered between rounds. `DATABASE_URL` names an existing catalogue;
 * without it one of `SEARCH_COST_SIZE` (default 100,000) solutions is generated.
 */
async function main() {
  let url = process.env.DATABASE_URL;
  if (!url) {
    url = `sqlite:${process.env.SEARCH_COST_DB ?? 'search-cost.db'}`;
    await generateCatalogueShown(url, Number(process.env.SEARCH_COST_SIZE ?? 100_000));
  }
  const db = openDatabase(url);
  const rounds = Number(process.env.SEARCH_COST_ROUNDS ?? 15);
  try {
    const repos = buildRepositories(db);
    const version = await repos.catalogVersion.current();
    const repo = repos.catalogIndex;
    const index = await new CatalogIndexHolder(repo).at(version);
    // The word as written, misspelt (two neighbours swapped) and with an Indonesian suffix.
    const forms = [
      COMMON_WORD,
      `${COMMON_WORD.slice(0, 2)}${COMMON_WORD[3]}${COMMON_WORD[2]}${COMMON_WORD.slice(4)}`,
      `${COMMON_WORD}nya`,
    ];
    for (const word of forms) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < rounds; i++) {
        const holder = new CatalogIndexHolder(repo);
        const started = performance.now();
        hits = holder.hits(index, [word]).size;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[times.length >> 1]!;
      console.log(
        `${index.size} solutions, "${word}": ${hits} hits, median ${median.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms over ${rounds}`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
