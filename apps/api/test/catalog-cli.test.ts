import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CSV_COLUMNS, type CatalogExport } from '@catalog/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/csv.ts';
import { catalogueByName, fileOf, generated } from './helpers/catalog-files.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestDb, type TestDb, testDatabases, useTestApp } from './helpers/test-app.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const SOLUTIONS = 40;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run catalog -- …args` as a child process, as the root package's script runs it (tsx), on
 * the database at `url`. Its output is piped, so it is no terminal: progress comes as plain lines.
 */
function catalog(url: string, dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/catalog.ts', ...args],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATA_DIR: dir,
          UPLOAD_DIR: join(dir, 'uploads'),
          JWT_SECRET: 'x'.repeat(32),
          LOG_LEVEL: 'silent',
          ...env,
        },
      },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const SUMMARY_TIME = String.raw`\(in \d+\.\d s\)`;

/** The bulk export and import command (docs/decisions/0176), run for real against a scratch database. */
describe.each(testDatabases)('npm run catalog on %s', (kind) => {
  const source = useTestApp(kind);
  let target: TestDb;
  let dir: string;
  let admin: Record<string, string>;
  const file = (name: string) => join(dir, name);
  const run = (db: { url: string }, args: string[], env?: Record<string, string>) => catalog(db.url, dir, args, env);
  const apiExport = (format: 'json' | 'csv') =>
    source.app.inject({ method: 'GET', url: `/api/admin/solutions/export?format=${format}`, headers: admin });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-cli-'));
    target = await createTestDb(kind);
    admin = (await createUserWithToken(source.app, { isStaff: true })).auth;
    const generatedFile = JSON.stringify(fileOf(Array.from({ length: SOLUTIONS }, (_, i) => generated(i))));
    const made = await source.app.inject({
      method: 'POST',
      url: '/api/admin/solutions/import?dry_run=0&create_lookups=1',
      payload: generatedFile,
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(made.json().data).toMatchObject({ created: SOLUTIONS, refused: 0, applied: true });
  });
  afterAll(async () => {
    await target?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports the catalogue to a JSON file and a CSV file, the same as the API answers', async () => {
    const json = await run(source, ['export', file('catalogue.json')]);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(json.stdout).toMatch(
      new RegExp(`^Exported ${SOLUTIONS} solutions to ${file('catalogue.json')} ${SUMMARY_TIME}\\n$`),
    );
    const written = JSON.parse(readFileSync(file('catalogue.json'), 'utf8')) as CatalogExport;
    const answered = (await apiExport('json')).json() as CatalogExport;
    expect(written.solutions).toHaveLength(SOLUTIONS);
    expect(written.solutions).toEqual(answered.solutions);

    const csv = await run(source, ['export', file('catalogue.csv')]);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(new RegExp(`^Exported ${SOLUTIONS} solutions to ${file('catalogue.csv')} `));
    const text = readFileSync(file('catalogue.csv'), 'utf8');
    expect(text).toBe((await apiExport('csv')).body);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows.map((row) => Number(row[0]))).toEqual(written.solutions.map((s) => s.solution_id));
  });

  it('imports the JSON file into an empty database as the same catalogue, with plain progress lines', async () => {
    // An empty database has no lookup values either: the file's names make them.
    const imported = await run(target, ['import', file('catalogue.json'), '--create-lookups'], {
      PROGRESS_EVERY_SECONDS: '0',
    });
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      new RegExp(`^Imported: ${SOLUTIONS} created, 0 updated, 0 refused ${SUMMARY_TIME}\\n$`),
    );
    // No terminal: no bar and no escape codes, a line a solution but the last (the summary says it).
    expect(imported.stderr).not.toContain('\u001b[');
    const lines = imported.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(SOLUTIONS - 1);
    lines.forEach((line, i) => {
      const done = i + 1;
      expect(line).toMatch(
        new RegExp(`^Importing solutions: ${done}/${SOLUTIONS} \\(${Math.floor((done * 100) / SOLUTIONS)}%\\)`),
      );
    });

    const again = await run(target, ['export', file('again.json')]);
    expect(again.code).toBe(0);
    const before = JSON.parse(readFileSync(file('catalogue.json'), 'utf8')) as CatalogExport;
    const after = JSON.parse(readFileSync(file('again.json'), 'utf8')) as CatalogExport;
    expect(catalogueByName(after)).toEqual(catalogueByName(before));
  });

  // Four command-line runs start side by side; on a loaded 2-core machine they took over 30 s.
  it('refuses a bad file with a clear message and exit code 1, leaving the database as it was', async () => {
    const snapshot = () =>
      target.db.kysely.selectFrom('solutions').select(['id', 'name', 'updated_at']).orderBy('id').execute();
    const before = await snapshot();
    expect(before).toHaveLength(SOLUTIONS);
    writeFileSync(file('broken.json'), '{"format": "solution-catalog/1", "solutions": [');
    writeFileSync(file('broken.csv'), 'name,status\n"Unclosed,development\n');
    const unknownContributor = { ...generated(90), contributor_name: 'Nobody Known' };
    writeFileSync(file('refused.json'), JSON.stringify(fileOf([generated(91), unknownContributor])));

    const cases: Array<[string[], RegExp]> = [
      [['import', file('missing.json')], /^Cannot read .*missing\.json: no such file or folder\n$/],
      [['import', file('broken.json')], /^The file is not valid JSON\n$/],
      [['import', file('broken.csv')], /^The CSV file is malformed at line 2\n$/],
    ];
    // Side by side: the unreadable ones are refused before the database is opened; the last, with
    // --all-or-nothing, names its refused row and writes nothing.
    const [refusals, partial] = await Promise.all([
      Promise.all(cases.map(([args]) => run(target, args))),
      run(target, ['import', file('refused.json'), '--all-or-nothing']),
    ]);
    refusals.forEach((refused, i) => {
      const [[, name], message] = cases[i]!;
      expect(refused.code, name).toBe(1);
      expect(refused.stderr, name).toMatch(message);
      expect(refused.stderr, name).not.toMatch(/\n\s+at /);
    });
    expect(partial.code).toBe(1);
    expect(partial.stdout).toMatch(/^row 2 "Solution 90 for Agriculture": .*Nobody Known/m);
    expect(partial.stdout).toMatch(/^Nothing written \(refused rows\): 1 created, 0 updated, 1 refused /m);
    expect(await snapshot()).toEqual(before);
  }, 90_000);
});
