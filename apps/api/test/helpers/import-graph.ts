import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Who imports whom: each file (relative to the root) with the files it imports, type-only imports included. */
export type ImportGraph = Map<string, string[]>;

/** The relative imports between the TypeScript files under `root`; imports of packages are left out. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts')) graph.set(relative(root, path), importsOf(root, path));
    }
  };
  visit(root);
  return graph;
}

function importsOf(root: string, file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(root, resolve(dirname(file), name)))
    .filter((path) => !path.startsWith('..'));
}

/** The same graph between parts: each file is replaced by the part `partOf` names (edges within a part drop out). */
export function partGraph(graph: ImportGraph, partOf: (file: string) => string): ImportGraph {
  const parts: ImportGraph = new Map();
  for (const [file, imports] of graph) {
    const from = partOf(file);
    const to = new Set(parts.get(from));
    for (const target of imports) if (partOf(target) !== from) to.add(partOf(target));
    parts.set(from, [...to]);
  }
  return parts;
}

/** Every import cycle, as the sorted nodes of each strongly connected group of more than one node. */
export function cyclesOf(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}
