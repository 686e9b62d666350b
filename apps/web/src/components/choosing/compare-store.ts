import { COMPARE_MAX } from '@catalog/shared';
import { useBrowserStore } from '../../lib/browser-value.ts';

/** A solution chosen for the comparison: its id, and its name for the tray. */
export interface Chosen {
  id: number;
  name: string;
}

const KEY = 'catalog.compare';
const NONE: readonly Chosen[] = [];
const listeners = new Set<() => void>();
let chosen: readonly Chosen[] | undefined;

function read(): readonly Chosen[] {
  if (chosen) return chosen;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '[]') as Chosen[];
    chosen = Array.isArray(kept) ? kept.filter((c) => Number.isInteger(c?.id)).slice(0, COMPARE_MAX) : NONE;
  } catch {
    chosen = NONE;
  }
  return chosen;
}

function write(next: readonly Chosen[]) {
  chosen = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without storage the choice lasts while the tab is open.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab chose or cleared: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return;
    chosen = undefined;
    listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** Adds the solution to the comparison, or takes it out; no more than COMPARE_MAX are kept. */
export function toggleCompare(solution: Chosen) {
  const now = read();
  if (now.some((c) => c.id === solution.id)) write(now.filter((c) => c.id !== solution.id));
  else if (now.length < COMPARE_MAX) write([...now, { id: solution.id, name: solution.name }]);
}

export const clearCompare = () => write(NONE);

/** The solutions chosen for the comparison, kept in the browser across pages (docs/decisions/0150). */
export const useCompare = () => useBrowserStore(subscribe, read, NONE);
