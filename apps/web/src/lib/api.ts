import {
  type BodyOf,
  isPageRead,
  type OperationId,
  type PageDataSource,
  type PageRead,
  type PageReadInput,
  type PathParams,
  pathTo,
  type QueryOf,
  queryString,
  type QueryValue,
  type ResponseOf,
  type Route,
  routes,
} from '@catalog/shared';
import { expireSession, getSession } from './session.ts';

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

/**
 * The one HTTP client of the app: every call names an operation of the endpoint table
 * (`routes` in @catalog/shared), which gives its method and path; params, query, body and
 * answer are typed from the table's schemas. JSON in and out, the bearer header added here and
 * nowhere else, and one error type carrying the server's `{ message, errors }` (docs/product.md
 * §6.1). See docs/decisions/0109-web-data-layer.md.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage: string | undefined,
    readonly errors: Record<string, string> = {},
  ) {
    super(serverMessage ?? (status === 0 ? NETWORK_ERROR_MESSAGE : `Request failed (${status})`));
    this.name = 'ApiError';
  }
}

export type Query = Record<string, QueryValue>;

interface RequestOptions {
  method: Route['method'];
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

type PathOf<Id extends OperationId> = (typeof routes)[Id]['path'];

/** What a call of operation `Id` takes: the path's params, the query and the body its schemas read. */
export type CallOptions<Id extends OperationId> = {
  signal?: AbortSignal;
  /**
   * Asks past any cache on the way with a timestamp parameter, so a Retry never gets a cached
   * failure (docs/product.md §3.8).
   */
  fresh?: boolean;
} & (Record<string, never> extends PathParams<PathOf<Id>>
  ? { params?: undefined }
  : { params: PathParams<PathOf<Id>> }) &
  ([QueryOf<Id>] extends [never] ? { query?: undefined } : { query: QueryOf<Id> }) &
  // Operations that read a multipart body declare no JSON body: they take FormData.
  ([BodyOf<Id>] extends [never] ? { body?: FormData } : { body: BodyOf<Id> });

/** Options may be left out when the operation needs none. */
export type CallArgs<Id extends OperationId> =
  Record<string, never> extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** Builds `path?name=value&…` with the shared `queryString`: lists as comma lists, empty values left out. */
export function withQuery(path: string, query?: Query): string {
  const text = query ? queryString(query) : '';
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function authHeaders(): { headers: Record<string, string>; sentToken: boolean } {
  const token = getSession()?.token;
  return token ? { headers: { authorization: `Bearer ${token}` }, sentToken: true } : { headers: {}, sentToken: false };
}

function errorFrom(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof b.message === 'string' && b.message ? b.message : undefined;
  const errors =
    b.errors && typeof b.errors === 'object'
      ? Object.fromEntries(Object.entries(b.errors).map(([k, v]) => [k, String(v)]))
      : {};
  return new ApiError(status, message, errors);
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }
  return null;
}

/** A token we sent was refused: it no longer works, so the session ends (docs/product.md §5.5). */
function onUnauthorized(status: number, sentToken: boolean) {
  if (status === 401 && sentToken) expireSession();
}

/** Set in the server render only: the API's answers to a page's reads, in-process. */
let pageData: PageDataSource | undefined;

/**
 * In the server render, calls are answered by the API's services in-process, never over HTTP
 * (docs/decisions/0128-react-server-rendering.md); only the reads a public page makes are there.
 */
export function readPagesFrom(source: PageDataSource | undefined) {
  pageData = source;
}

async function readInProcess<Id extends OperationId>(
  source: PageDataSource,
  id: Id,
  options: CallOptions<Id> | undefined,
): Promise<ResponseOf<Id>> {
  if (!isPageRead(id)) throw new Error(`The server render reads only a public page's data, not ${id}`);
  const input = { params: options?.params, query: options?.query } as PageReadInput<PageRead>;
  const outcome = await source.read(id, input);
  if (!outcome.ok) throw errorFrom(outcome.status, outcome.body);
  return outcome.body as ResponseOf<Id>;
}

/** Sends a request with the session's bearer header; a failed answer becomes an `ApiError`. */
export async function send(url: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method, body, signal } = options;
  const { headers, sentToken } = authHeaders();
  headers.accept = accept;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    onUnauthorized(response.status, sentToken);
    throw errorFrom(response.status, parseBody(await response.text(), response.headers.get('content-type')));
  }
  return response;
}

async function request<T>(url: string, options: RequestOptions): Promise<T> {
  const response = await send(url, options, 'application/json');
  return parseBody(await response.text(), response.headers.get('content-type')) as T;
}

/** The URL and method of a call: the table's path with its params filled in, and the query. */
export function target<Id extends OperationId>(id: Id, options: CallOptions<Id> | undefined) {
  const route: Route = routes[id];
  // `CallOptions` has already matched the params to this route's path.
  const fill = pathTo as (route: Route, params: PathParams<string>) => string;
  const query = { ...(options?.query as Query | undefined), ...(options?.fresh ? { _: Date.now() } : {}) };
  return { method: route.method, url: withQuery(fill(route, options?.params ?? {}), query) };
}

/** Calls operation `id` of the endpoint table and answers its typed success body. */
export function call<Id extends OperationId>(id: Id, ...[options]: CallArgs<Id>): Promise<ResponseOf<Id>> {
  if (pageData) return readInProcess(pageData, id, options);
  const { method, url } = target(id, options);
  return request<ResponseOf<Id>>(url, { method, body: options?.body, signal: options?.signal });
}

/**
 * Sends a multipart body to operation `id` with progress (fetch cannot report upload progress),
 * with the same auth and errors as `call`. `onProgress` gets 0-100 while the body is sent.
 */
export function upload<Id extends OperationId>(
  id: Id,
  form: FormData,
  options: CallOptions<Id> & { onProgress?: (percent: number) => void },
): Promise<ResponseOf<Id>> {
  const { method, url } = target(id, options);
  const { signal, onProgress } = options;
  const { headers, sentToken } = authHeaders();
  return new Promise<ResponseOf<Id>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const parsed = parseBody(xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(parsed as ResponseOf<Id>);
      } else {
        onUnauthorized(xhr.status, sentToken);
        reject(errorFrom(xhr.status, parsed));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.serverMessage ?? (error.status === 0 ? NETWORK_ERROR_MESSAGE : fallback);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
