import { CATALOG_EXPORT_FORMAT, type CatalogExport, type ImportReport } from '@catalog/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/csv.ts';
import { AWKWARD, catalogueByName, catalogueOf, CONTRIBUTORS, fileOf, generated } from './helpers/catalog-files.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

describe.each(testDatabases)('bulk export and import on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    member = (await createUserWithToken(t.app)).auth;
  });

  const importFile = (body: string, query: string, type = 'application/json', headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/solutions/import?${query}`,
      payload: body,
      headers: { ...headers, 'content-type': type },
    });
  const report = async (body: string, query: string, type?: string) => {
    const res = await importFile(body, query, type);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ImportReport;
  };
  const exportOf = (format: 'json' | 'csv') =>
    t.app.inject({ method: 'GET', url: `/api/admin/solutions/export?format=${format}`, headers: admin });
  const exportJson = async () => (await exportOf('json')).json() as CatalogExport;
  const count = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from solutions`.execute(t.db.kysely)).rows[0]!.n);
  /** Empties the catalogue: solutions with everything that hangs on them, and every lookup value. */
  const emptyCatalogue = async () => {
    for (const table of [
      'solution_revisions',
      'solution_images',
      'solution_industries',
      'solution_technologies',
      'solution_patterns',
      'solution_products',
      'solutions',
      'contributors',
      'sectors',
      'industries',
      'technologies',
      'patterns_of_use',
      'arcgis_products',
    ])
      await sql`delete from ${sql.table(table)}`.execute(t.db.kysely);
  };

  it('refuses visitors and members before reading the body', async () => {
    const body = JSON.stringify(fileOf([generated(1)]));
    expect((await importFile(body, 'dry_run=0', 'application/json', {})).statusCode).toBe(401);
    expect((await importFile(body, 'dry_run=0', 'application/json', member)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/solutions/export', headers: member })).statusCode,
    ).toBe(403);
    expect(await count()).toBe(0);
  });

  it('round-trips 1,000 solutions through JSON and CSV into an empty catalogue', async () => {
    const source = Array.from({ length: 1000 }, (_, i) => generated(i));
    const first = await report(JSON.stringify(fileOf(source)), 'dry_run=0&create_lookups=1');
    expect(first).toMatchObject({ created: 1000, updated: 0, refused: 0, applied: true });

    const exported = await exportOf('json');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="solutions-.*\.json"/);
    const before = exported.json() as CatalogExport;
    expect(before.format).toBe(CATALOG_EXPORT_FORMAT);
    expect(before.solutions).toHaveLength(1000);
    expect(before.solutions[0]).toMatchObject({
      name: '=SUM(A1:A9)',
      contributor_name: CONTRIBUTORS[0],
      industries: [],
      technologies: ['Drone'],
    });
    const csv = (await exportOf('csv')).body;

    // JSON: ids and lookups kept, the same catalogue again.
    await emptyCatalogue();
    const again = await report(exported.body, 'dry_run=0&create_lookups=1');
    expect(again).toMatchObject({ created: 1000, refused: 0, applied: true });
    const afterJson = await exportJson();
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const names = (file: CatalogExport) => catalogueByName(file).map(({ id: _i, solution_id: _s, ...rest }) => rest);
    expect(catalogueOf(afterJson).map((s) => s.solution_id)).toEqual(catalogueOf(before).map((s) => s.solution_id));
    expect(names(afterJson).sort(byName)).toEqual(names(before).sort(byName));

    // CSV: the same catalogue from the spreadsheet file, formulas neutralised on the way out and back.
    await emptyCatalogue();
    const fromCsv = await report(csv, 'dry_run=0&create_lookups=1', 'text/csv');
    expect(fromCsv).toMatchObject({ created: 1000, refused: 0, applied: true });
    const afterCsv = await exportJson();
    expect(catalogueOf(afterCsv).map((s) => s.solution_id)).toEqual(catalogueOf(before).map((s) => s.solution_id));
    expect(names(afterCsv).sort(byName)).toEqual(names(before).sort(byName));

    // A new solution made by the form afterwards gets an id past the imported ones.
    const made = await report(JSON.stringify(fileOf([{ ...generated(5000), name: 'After the import' }])), 'dry_run=0');
    expect(made.rows[0]).toMatchObject({ action: 'create' });
    const newest = (await exportJson()).solutions.find((s) => s.name === 'After the import')!;
    expect(newest.id).toBeGreaterThan(Math.max(...before.solutions.map((s) => s.id)));
  }, 240_000);

  it('writes every cell of the CSV formula-safe, with a byte order mark', async () => {
    await emptyCatalogue();
    await report(JSON.stringify(fileOf(AWKWARD.map((_, i) => generated(i)))), 'dry_run=0&create_lookups=1');
    const res = await exportOf('csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF"solution_id","name",')).toBe(true);
    const [header, ...lines] = parseCsv(res.body);
    const column = (name: string) => lines.map((line) => line[header!.indexOf(name)]);
    expect(column('name')).toEqual(
      expect.arrayContaining(["'=SUM(A1:A9)", "'+62 Coastal", "'-Minus Map", "'@Mention", 'Quote "inside", comma']),
    );
    expect(column('creator')).toContain("'-Creator with a dash");
    for (const line of lines) for (const cell of line) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('reports row by row on a dry run and writes nothing', async () => {
    await emptyCatalogue();
    await report(JSON.stringify(fileOf([generated(10), generated(11)])), 'dry_run=0&create_lookups=1');
    const existing = (await exportJson()).solutions;
    const rows = [
      { ...generated(10), description: '<p>Changed</p>' }, // 1: update by name
      { ...generated(20), solution_id: existing[1]!.solution_id, name: 'Renamed by id' }, // 2: update by id
      { ...generated(21), name: 'Brand new', contributor_name: CONTRIBUTORS[1] }, // 3: create
      { ...generated(22), name: '' }, // 4: the form's own rule
      { ...generated(23), industries: ['Agriculture', 'Astrology'] }, // 5: unknown lookup
      { ...generated(24), video_url: 'https://vimeo.com/1' }, // 6: the form's URL rule
      { ...generated(25), name: 'Brand new', contributor_name: CONTRIBUTORS[1] }, // 7: the same solution as row 3
      { ...generated(26), solution_id: 'seven' }, // 8: not an id
      { ...generated(27), contributor_name: null }, // 9: required
    ];
    const dry = await report(JSON.stringify(fileOf(rows)), 'dry_run=1');
    expect(dry).toMatchObject({ created: 1, updated: 2, refused: 6, applied: false });
    expect(dry.rows.map((r) => r.action)).toEqual([
      'update',
      'update',
      'create',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
      'refuse',
    ]);
    expect(dry.rows[0]).toMatchObject({ row: 1, solution_id: existing[0]!.solution_id });
    expect(dry.rows[3]!.fields).toMatchObject({ name: { code: 'validation.required' } });
    expect(dry.rows[4]).toMatchObject({ code: 'admin.importRowInvalid' });
    expect(dry.rows[4]!.fields).toMatchObject({
      industries: { code: 'admin.importUnknownLookup', params: { kind: 'industry', name: 'Astrology' } },
    });
    expect(dry.rows[4]!.reason).toBe('This row is not valid: industries: There is no industry named "Astrology"');
    expect(dry.rows[5]!.fields?.video_url?.code).toBeDefined();
    expect(dry.rows[6]).toMatchObject({ code: 'admin.importDuplicate', params: { row: 3 } });
    expect(dry.rows[7]!.fields).toMatchObject({ solution_id: { code: 'validation.invalidFormat' } });
    expect(dry.rows[8]!.fields).toMatchObject({ contributor: { code: 'validation.required' } });
    expect(await exportJson()).toMatchObject({ solutions: existing });

    // all_or_nothing: one refused row, nothing written.
    const none = await report(JSON.stringify(fileOf(rows)), 'dry_run=0&all_or_nothing=1');
    expect(none.applied).toBe(false);
    expect((await exportJson()).solutions).toEqual(existing);

    // Otherwise every valid row in one go, with revisions and one activity entry.
    const applied = await report(JSON.stringify(fileOf(rows)), 'dry_run=0');
    expect(applied).toMatchObject({ created: 1, updated: 2, refused: 6, applied: true });
    const after = (await exportJson()).solutions;
    expect(after.map((s) => s.name).sort()).toEqual(['Brand new', 'Renamed by id', generated(10).name].sort());
    expect(after.find((s) => s.name === generated(10).name)!.description).toBe('<p>Changed</p>');
    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/admin/solutions/${existing[1]!.id}/revisions`,
      headers: admin,
    });
    expect(revisions.json().data[0].summary).toBe('Imported "Renamed by id" (updated)');
    const activity = await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: admin });
    expect(activity.json().data[0]).toMatchObject({
      action: 'import',
      summary: 'Imported 3 solutions: 1 created, 2 updated',
    });
  });

  it('creates unknown lookup values only when asked', async () => {
    await emptyCatalogue();
    const body = JSON.stringify(fileOf([{ ...generated(1), industries: ['Brand-new industry'] }]));
    expect((await report(body, 'dry_run=0')).rows[0]).toMatchObject({ action: 'refuse' });
    expect(await count()).toBe(0);
    expect((await report(body, 'dry_run=0&create_lookups=1')).rows[0]).toMatchObject({ action: 'create' });
    expect((await exportJson()).solutions[0]!.industries).toEqual(['Brand-new industry']);
  });

  it('refuses a trashed id, and answers bad files with a 4xx and a code', async () => {
    await emptyCatalogue();
    await report(JSON.stringify(fileOf([generated(3)])), 'dry_run=0&create_lookups=1');
    const [only] = (await exportJson()).solutions;
    await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${only!.id}`, headers: admin });
    const trashed = await report(JSON.stringify(fileOf([{ ...generated(3), solution_id: only!.id }])), 'dry_run=1');
    expect(trashed.rows[0]).toMatchObject({ action: 'refuse', code: 'admin.importInTrash' });

    const refusal = async (body: string, type: string, status: number, code: string) => {
      const res = await importFile(body, 'dry_run=0', type);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await refusal(
      '{"format": "solution-catalog/1", "solutions": [',
      'application/json',
      400,
      'admin.importMalformedJson',
    );
    await refusal('{"format": "other/2", "solutions": []}', 'application/json', 400, 'admin.importFormat');
    await refusal(JSON.stringify(fileOf([])), 'application/json', 400, 'admin.importEmpty');
    await refusal('"name","creator"\r\n"a"b,"c"\r\n', 'text/csv', 400, 'admin.importMalformedCsv');
    await refusal('"title"\r\n"x"\r\n', 'text/csv', 400, 'admin.importFormat');
    const xml = await importFile('<solutions/>', 'dry_run=0', 'application/xml');
    expect(xml.statusCode).toBe(415);
    const badFlag = await importFile('{}', 'dry_run=maybe', 'application/json');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().code).toBe('query.oneOf');
    expect(await count()).toBe(1);
  });
});
