import { type OperationId, routes } from '@catalog/shared';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './server.ts';

/** The handler of msw for an operation of the endpoint table: its method and path (`:name` params match). */
export const onOperation = (id: OperationId, resolver: Parameters<typeof http.all>[1]) =>
  http[routes[id].method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](routes[id].path, resolver);

/**
 * Answers the GET operation `id` with `answer(url)` and keeps the URL of every request, so a test
 * can say how many calls went out and with which query.
 */
export function recordGets(id: OperationId, answer: (url: URL) => JsonBodyType) {
  const urls: URL[] = [];
  server.use(
    onOperation(id, ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      return HttpResponse.json(answer(url));
    }),
  );
  return urls;
}

/** Answers operation `id` with `{ data }`, as the lookup lists do. */
export const answerList = (id: OperationId, data: unknown[]) =>
  server.use(onOperation(id, () => HttpResponse.json({ data } as JsonBodyType)));

/**
 * The text fields of a multipart body, empty ones included, in their order. (The test window's
 * own parser drops empty fields, which the editor sends on purpose to clear a value.)
 */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers.get('content-type') ?? '');
  const text = await request.text();
  const fields: Record<string, string> = {};
  for (const part of text.split(`--${boundary?.[1] ?? boundary?.[2]}`)) {
    const match = /^\r\nContent-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/i.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}
