import { COMPARE_MAX } from '@catalog/shared';
import { useBrowserStore } from '../../lib/browser-value.ts';

/** A solution chosen for the comparison: its id, and its name for the tray. */
export interface Chosen {
  id: number;
  name: string;
}

/*
 * The solutions chosen for the comparison, kept in localStorage so the tray follows the visitor
 * from page to page (docs/decisions/0150). Every card of the first page reads it: kept small.
 */
const KEY = 'catalog.compare';
const listeners = new Set<() => void>();
let chosen: readonly Chosen[] | undefined;

function read(): readonly Chosen[] {
  try {
    chosen ??= JSON.parse(localStorage.getItem(KEY) ?? '[]') as Chosen[];
  } catch {
    chosen = [];
  }
  return chosen;
}

function write(next: readonly Chosen[]) {
  chosen = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without storage the choice lasts while the page is open.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isFull = (list: readonly Chosen[]) => list.length >= COMPARE_MAX;

/** Adds the solution to the comparison, or takes it out; no more than COMPARE_MAX are kept. */
export function toggleCompare({ id, name }: Chosen) {
  const now = read();
  if (now.some((c) => c.id === id)) write(now.filter((c) => c.id !== id));
  else if (!isFull(now)) write([...now, { id, name }]);
}

export const clearCompare = () => write([]);

const NONE: readonly Chosen[] = [];
export const useCompare = () => useBrowserStore(subscribe, read, NONE);
