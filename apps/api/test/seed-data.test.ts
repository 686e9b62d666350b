import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDemoLookups, loadDemoSolutions } from '../src/db/seed/seed-data.ts';

const shipped = (file: string) =>
  JSON.parse(readFileSync(new URL(`../src/db/seed/demo/${file}`, import.meta.url), 'utf8'));

describe('demo catalogue data files', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A folder holding the given demo files, as a URL ending in a slash like the seed's own. */
  const folderWith = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-demo-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return pathToFileURL(`${dir}/`);
  };

  it('names only lookups and products that the lookup file holds', () => {
    const lookups = loadDemoLookups();
    const solutions = loadDemoSolutions();
    expect(solutions.length).toBeGreaterThanOrEqual(30);
    const products = new Set(lookups.products.map((p) => p.name));
    for (const s of solutions) {
      expect(lookups.sectors, s.name).toContain(s.sector);
      expect(lookups.contributors, s.name).toContain(s.contributor);
      for (const name of s.industries) expect(lookups.industries, s.name).toContain(name);
      for (const name of s.technologies) expect(lookups.technologies, s.name).toContain(name);
      for (const name of s.patterns) expect(lookups.patterns, s.name).toContain(name);
      for (const name of s.products) expect(products.has(name), `${s.name}: ${name}`).toBe(true);
    }
    expect(new Set(solutions.map((s) => s.name)).size).toBe(solutions.length);
  });

  it('stops with the file and the field at fault when a solution is malformed', () => {
    const solutions = shipped('solutions.json');
    solutions[3].status = 'published';
    delete solutions[5].creator;
    const dir = folderWith({ 'solutions.json': JSON.stringify(solutions) });
    expect(() => loadDemoSolutions(dir)).toThrow(
      /demo data solutions\.json is invalid:[\s\S]*\[3\]\.status[\s\S]*\[5\]\.creator/,
    );
  });

  it('refuses unknown keys and broken JSON with a message naming the file', () => {
    const lookups = { ...shipped('lookups.json'), regions: ['Java'] };
    expect(() => loadDemoLookups(folderWith({ 'lookups.json': JSON.stringify(lookups) }))).toThrow(
      /demo data lookups\.json is invalid:[\s\S]*regions/,
    );
    expect(() => loadDemoLookups(folderWith({ 'lookups.json': '{ "products": [' }))).toThrow(
      /demo data lookups\.json cannot be read/,
    );
  });
});
