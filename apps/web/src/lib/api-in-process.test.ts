import { coded, errorBodyOf, type PageDataSource } from '@catalog/shared';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { ApiError, call, readPagesFrom } from './api.ts';

/** A source that answers every read with `answer` and keeps what it was asked. */
function source(answer: Awaited<ReturnType<PageDataSource['read']>>) {
  const asked: Array<{ id: string; input: unknown }> = [];
  const pages: PageDataSource = {
    read: async (id, input) => {
      asked.push({ id, input });
      return answer as never;
    },
  };
  return { pages, asked };
}

describe('calls in the server render', () => {
  afterEach(() => readPagesFrom(undefined));

  it('go to the page data source with their params and query, and never to the network', async () => {
    const network: string[] = [];
    server.use(http.all('*', ({ request }) => (network.push(request.url), HttpResponse.json({}))));
    const body = { data: [], pagination: { page: 1, page_size: 12, total: 0, total_pages: 0 } };
    const { pages, asked } = source({ ok: true, body: body as never });
    readPagesFrom(pages);

    const answer = await call('listSolutions', { query: { search: 'flood', technology: '1,2' } });
    await call('getSolution', { params: { id: 7 } });

    expect(answer).toBe(body);
    expect(asked).toEqual([
      { id: 'listSolutions', input: { params: undefined, query: { search: 'flood', technology: '1,2' } } },
      { id: 'getSolution', input: { params: { id: 7 }, query: undefined } },
    ]);
    expect(network).toEqual([]);
  });

  it('turn a refusal into the ApiError the page would get from the route', async () => {
    readPagesFrom(source({ ok: false, status: 404, body: errorBodyOf(coded('server.solutionNotFound')) }).pages);
    const failure = await call('getSolution', { params: { id: 9 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, serverMessage: 'Solution not found' });
  });

  it('refuse an operation a public page does not read', async () => {
    readPagesFrom(source({ ok: true, body: {} as never }).pages);
    await expect(call('listSectors')).rejects.toThrow(/only a public page's data, not listSectors/);
  });
});
