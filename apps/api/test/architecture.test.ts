import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, partGraph } from './helpers/import-graph.ts';

const SRC = resolve(import.meta.dirname, '../src');

/**
 * The parts of the server whose imports must form no cycle (docs/architecture.md §3.1): each
 * feature module on its own, the demo seed, every other top-level folder, and each top-level file.
 */
const partOf = (file: string) => {
  const [top, second] = file.split('/');
  if (top === 'modules' || (top === 'db' && second === 'seed')) return `${top}/${second}`;
  return top!;
};

describe('server layers', () => {
  const files = importGraph(SRC);

  it('reads the imports of every server file', () => {
    expect(files.size).toBeGreaterThan(90);
    expect(files.get('app.ts')).toContain('services.ts');
    expect(files.get('modules/solutions/solutions.service.ts')).toContain('modules/images/images.repository.ts');
  });

  it('finds a cycle when there is one', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(planted)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cyclesOf(partGraph(planted, (f) => (f === 'd.ts' ? 'd' : 'abc')))).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cyclesOf(files)).toEqual([]);
  });

  it('has no import cycle between modules, or between a module and the layers below it', () => {
    const parts = partGraph(files, partOf);
    expect([...parts.keys()]).toEqual(expect.arrayContaining(['modules/solutions', 'modules/images', 'db/seed']));
    expect(cyclesOf(parts)).toEqual([]);
  });
});
