import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { solutionDetail } from '../test/fixtures.ts';
import { authKeys } from './auth.ts';
import { lookupKeys } from './lookups.ts';
import { solutionKeys, solutionWrites } from './solutions.ts';

/** A cache holding two lists, two solutions, a lookup list and the profile. */
function filledCache() {
  const client = new QueryClient();
  client.setQueryData(solutionKeys.list('admin', {}), 'first page');
  client.setQueryData(solutionKeys.list('admin', { search: 'flood' }), 'search');
  client.setQueryData(solutionKeys.detail(7), solutionDetail());
  client.setQueryData(solutionKeys.detail(8), solutionDetail({ id: 8 }));
  client.setQueryData(lookupKeys.list('listSectors'), []);
  client.setQueryData(authKeys.profile(1), { full_name: 'Admin' });
  const held = () =>
    client
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey))
      .sort();
  return { client, held };
}

const key = (k: readonly unknown[]) => JSON.stringify(k);

describe('what a write of solutions drops from the cache', () => {
  it('a new solution drops the lists only', () => {
    const { client, held } = filledCache();
    solutionWrites.created(client);
    expect(held()).toEqual(
      [solutionKeys.detail(7), solutionKeys.detail(8), lookupKeys.list('listSectors'), authKeys.profile(1)]
        .map(key)
        .sort(),
    );
  });

  it('a saved solution drops the lists and holds the server’s answer under its one key', () => {
    const { client, held } = filledCache();
    const saved = solutionDetail({ name: 'Renamed' });
    solutionWrites.updated(client, saved);
    expect(held()).not.toContain(key(solutionKeys.list('admin', {})));
    expect(held()).toContain(key(solutionKeys.detail(8)));
    expect(client.getQueryData(solutionKeys.detail('7'))).toEqual(saved);
    expect(client.getQueryData<typeof saved>(solutionKeys.detail(7))?.name).toBe('Renamed');
  });

  it('a deleted solution drops the lists and that solution, nothing else', () => {
    const { client, held } = filledCache();
    solutionWrites.deleted(client, 7);
    expect(held()).toEqual(
      [solutionKeys.detail(8), lookupKeys.list('listSectors'), authKeys.profile(1)].map(key).sort(),
    );
  });

  it('changed images drop the lists and mark the solution stale', async () => {
    const { client, held } = filledCache();
    await solutionWrites.imagesChanged(client, 7);
    expect(held()).not.toContain(key(solutionKeys.list('admin', {})));
    expect(client.getQueryState(solutionKeys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(solutionKeys.detail(8))?.isInvalidated).toBe(false);
  });
});
