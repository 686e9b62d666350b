import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bootstrap } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createCatalogClient } from '@catalog/client';

/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
 * line, simulated) of the home page, the list and a solution page, in English and in Bahasa
 * Indonesian, served by the real server with the demo catalogue on a scratch database.
 * Lighthouse itself is fetched by npx on first use (a version that runs on Node 20), and drives
 * Debian's Chromium (CHROME_PATH to change it).
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '..');
/** The built client to serve; WEB_DIST names another build (e.g. an older one to compare). */
const WEB_DIST = resolve(process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Runs per page (LIGHTHOUSE_RUNS, default 3). Scores move from run to run with what else the
 * machine is doing; the table shows the run of median performance and the range of all runs.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

/** Runs Lighthouse in a child process; the server answers it from this process meanwhile. */
async function audit(url: string, scratch: string): Promise<Report> {
  const out = join(scratch, `report-${randomBytes(4).toString('hex')}.json`);
  const profile = mkdtempSync(join(scratch, 'chromium-'));
  const child = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      ...(process.env.LIGHTHOUSE_REPORTS ? ['--save-assets'] : []),
      `--chrome-flags=--headless --no-sandbox --disable-gpu --user-data-dir=${profile}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0 || !existsSync(out)) throw new Error(`Lighthouse failed on ${url} (exit ${code})`);
  // LIGHTHOUSE_REPORTS=<dir> keeps each full report there, to read its traces and diagnostics.
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (keep) {
    const name = (new URL(url).pathname + new URL(url).search).replace(/\W+/g, '_');
    copyFileSync(out, join(keep, `${name}.json`));
    copyFileSync(out.replace(/\.json$/, '-0.trace.json'), join(keep, `${name}.trace.json`));
  }
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME}: apt-get install chromium, or set CHROME_PATH.`);
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.log('Building the web client first (npm run build)...');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'catalog-lighthouse-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(scratch, 'catalog.db')}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: '1',
    UPLOAD_DIR: join(scratch, 'uploads'),
    DATA_DIR: scratch,
    WEB_DIST,
    LOG_LEVEL: 'silent',
  });
  const { app, db } = await bootstrap(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const list = await createCatalogClient({ baseUrl: base }).GET('/api/catalog/solution', {
      params: { query: { page_size: '1' } },
    });
    const first = list.data?.data[0];
    if (!first) throw new Error('The demo catalogue is empty');
    const english = [
      ['home', '/'],
      ['solutions', '/solutions'],
      ['solution page', `/solution/${first.solution_id}`],
    ] as const;
    // Each page in Bahasa Indonesia too, at the address search engines get from hreflang.
    const all = [...english, ...english.map(([name, path]) => [`${name} (id)`, `${path}?lang=id`] as const)];
    // LIGHTHOUSE_ONLY=/solutions audits only the paths that start with it.
    const pages = all.filter(([, path]) => path.startsWith(process.env.LIGHTHOUSE_ONLY ?? '/'));

    const rows: string[][] = [];
    for (const [name, path] of pages) {
      const reports: Report[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`Auditing ${path} (run ${run} of ${RUNS}) ...`);
        // Lighthouse now and then loses a trace (NO_NAVSTART); one more run is the usual cure.
        reports.push(await audit(base + path, scratch).catch(() => audit(base + path, scratch)));
      }
      const performance = (report: Report) => Math.round((report.categories.performance?.score ?? 0) * 100);
      const ranked = reports.sort((a, b) => performance(a) - performance(b));
      const report = ranked[Math.floor(ranked.length / 2)]!;
      const scores = CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
      const metrics = METRICS.map(([id]) => report.audits[id]?.displayValue ?? '-');
      const range = `${performance(ranked[0]!)}-${performance(ranked.at(-1)!)}`;
      rows.push([name, path, ...scores.map(String), range, ...metrics]);
    }
    const head = ['page', 'path', ...CATEGORIES, 'perf. range', ...METRICS.map(([, label]) => label)];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, ${CHROME}, median of ${RUNS} runs\n${line(head)}`);
    for (const row of rows) console.log(line(row));
  } finally {
    await app.close();
    await db.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
