import {
  type BodyOf,
  isPageRead,
  type MessageCode,
  type MessageParams,
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
  type routes,
  siteRoutes,
} from '@catalog/shared';
import { expireSession, getSession } from './session.ts';

export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Check your connection and try again.';
/** The client's own code for "no answer came" (its text is `messages.client.network`). */
export const NETWORK_ERROR_CODE = 'client.network';

/**
 * A message with its code: the server's or a shared rule's English text, which the page shows by
 * its code in the reader's language (i18n/server-messages.ts, docs/decisions/0130-messages-as-codes.md).
 * `parts`: a message made of several, each shown by its own code (several refused files).
 */
export interface CodedText {
  code?: string;
  params?: MessageParams;
  message: string;
  parts?: CodedText[];
}

/** What a screen shows: a text already in the page's language, or a coded message it translates. */
export type Shown = string | CodedText;

/** The code and values of one field's error, by the field's path (`fieldErrors` of an answer). */
export type FieldCodes = Record<string, { code: string; params?: MessageParams }>;

/** An error answer as the API sends it (docs/product.md §6.1); every part may be missing from a proxy's answer. */
export interface ErrorAnswer {
  message?: string;
  code?: string;
  params?: MessageParams;
  errors?: Record<string, string>;
  fieldErrors?: FieldCodes;
}

/**
 * The one HTTP client of the app: every call names an operation of the endpoint table
 * (`routes` in @catalog/shared), which gives its method and path; params, query, body and
 * answer are typed from the table's schemas. JSON in and out, the bearer header added here and
 * nowhere else, and one error type carrying the server's `{ message, code, params, errors,
 * fieldErrors }` (docs/product.md §6.1). See docs/decisions/0109-web-data-layer.md.
 */
export class ApiError extends Error {
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly params: MessageParams;
  /** Each field's English message, by the field's path. */
  readonly errors: Record<string, string>;
  /** Each field's message code and values, by the same paths as `errors`. */
  readonly fieldErrors: FieldCodes;

  constructor(
    readonly status: number,
    answer: ErrorAnswer = {},
  ) {
    super(answer.message ?? (status === 0 ? NETWORK_ERROR_MESSAGE : `Request failed (${status})`));
    this.name = 'ApiError';
    this.serverMessage = answer.message;
    this.code = answer.code;
    this.params = answer.params ?? {};
    this.errors = answer.errors ?? {};
    this.fieldErrors = answer.fieldErrors ?? {};
  }

  /** Each field's error as the page shows it: its English message with its code. */
  fieldMessages(): Record<string, CodedText> {
    return Object.fromEntries(
      Object.entries(this.errors).map(([field, message]) => [field, { ...this.fieldErrors[field], message }]),
    );
  }
}

export type Query = Record<string, QueryValue>;

interface RequestOptions {
  method: Route['method'];
  /** A plain object is sent as JSON; FormData is sent as multipart; a Blob as it is, in its type. */
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The answer's parts that are there and of the right shape; anything else is left out. */
function errorFrom(status: number, body: unknown): ApiError {
  const b = isObject(body) ? body : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const params = (value: unknown) => (isObject(value) ? (value as MessageParams) : undefined);
  const fieldErrors: FieldCodes = {};
  for (const [field, value] of Object.entries(isObject(b.fieldErrors) ? b.fieldErrors : {})) {
    const code = isObject(value) ? text(value.code) : undefined;
    if (code) fieldErrors[field] = { code, params: isObject(value) ? params(value.params) : undefined };
  }
  return new ApiError(status, {
    message: text(b.message),
    code: text(b.code),
    params: params(b.params),
    errors: isObject(b.errors) ? Object.fromEntries(Object.entries(b.errors).map(([k, v]) => [k, String(v)])) : {},
    fieldErrors,
  });
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

let askingAgainForDrawnPage = false;

/**
 * Runs `work`, the asking again of what a server-drawn page shows once a session applies; its
 * requests say so in a header, so the server's insight counts that page load once and not for an
 * admin (docs/decisions/0155). No request is added for counting.
 */
export async function askAgainForDrawnPage(work: () => Promise<unknown>): Promise<void> {
  askingAgainForDrawnPage = true;
  try {
    await work();
  } finally {
    askingAgainForDrawnPage = false;
  }
}

/** Sends a request with the session's bearer header; a failed answer becomes an `ApiError`. */
export async function send(url: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method, body, signal } = options;
  const { headers, sentToken } = authHeaders();
  headers.accept = accept;
  if (askingAgainForDrawnPage) headers['x-drawn-page'] = '1';
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body instanceof Blob) {
    // A file sent as it is, in its own media type (a catalogue import).
    headers['content-type'] = body.type || 'application/octet-stream';
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
    throw new ApiError(0);
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

/**
 * An operation's route: the first page carries the site's half of the table, and the back
 * office's half loads with the first call that needs it (docs/decisions/0182-route-table-halves.md).
 */
async function routeOf(id: OperationId): Promise<Route> {
  const site: Partial<Record<OperationId, Route>> = siteRoutes;
  return site[id] ?? (await import('./back-office-routes.ts')).backOfficeRoutes[id as keyof BackOfficeRoutes];
}

type BackOfficeRoutes = (typeof import('./back-office-routes.ts'))['backOfficeRoutes'];

/** The URL and method of a call: the table's path with its params filled in, and the query. */
export async function target<Id extends OperationId>(id: Id, options: CallOptions<Id> | undefined) {
  const route = await routeOf(id);
  // `CallOptions` has already matched the params to this route's path.
  const fill = pathTo as (route: Route, params: PathParams<string>) => string;
  const query = { ...(options?.query as Query | undefined), ...(options?.fresh ? { _: Date.now() } : {}) };
  return { method: route.method, url: withQuery(fill(route, options?.params ?? {}), query) };
}

/** Calls operation `id` of the endpoint table and answers its typed success body. */
export async function call<Id extends OperationId>(id: Id, ...[options]: CallArgs<Id>): Promise<ResponseOf<Id>> {
  if (pageData) return readInProcess(pageData, id, options);
  const { method, url } = await target(id, options);
  return request<ResponseOf<Id>>(url, { method, body: options?.body, signal: options?.signal });
}

/**
 * Sends a multipart body to operation `id` with progress (fetch cannot report upload progress),
 * with the same auth and errors as `call`. `onProgress` gets 0-100 while the body is sent.
 */
export async function upload<Id extends OperationId>(
  id: Id,
  form: FormData,
  options: CallOptions<Id> & { onProgress?: (percent: number) => void },
): Promise<ResponseOf<Id>> {
  const { method, url } = await target(id, options);
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
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/**
 * The message to show for a failed call: the server's with its code, the client's own when no
 * answer came, else the given fallback (already in the page's language).
 */
export function errorMessage(error: unknown, fallback: string): Shown {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return { code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE };
  if (error.serverMessage === undefined) return fallback;
  const said: CodedText = { code: error.code, params: error.params, message: error.serverMessage };
  // Several refused files: the answer's message is theirs joined, each under `fieldErrors`.
  const joined = error.code === ('server.imagesRefused' satisfies MessageCode);
  return joined ? { ...said, parts: Object.values(error.fieldMessages()) } : said;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
