import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { useTestApp } from './helpers/test-app.ts';

/** Readable logs and request ids (docs/decisions/0137). */
describe('request ids', () => {
  const t = useTestApp('sqlite');

  it('sends each answer’s id back as X-Request-Id, a new one unless a proxy gave a plain one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/catalog/solution' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const forged = await t.app.inject({ method: 'GET', url: '/nope', headers: { 'x-request-id': 'a\nfake log line' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('picks pretty lines on a terminal and JSON elsewhere unless LOG_FORMAT says', () => {
    const format = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...env }).logFormat;
    expect(format({})).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(format({ LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(format({ LOG_FORMAT: 'json' })).toBe('json');
    expect(() => format({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the server’s log', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.kill());

  it('is JSON off a terminal, and each request’s lines carry its id', async () => {
    server = await startServerProcess({ env: { LOG_FORMAT: 'json' } });
    const answer = await fetch(`${server.baseUrl}/api/catalog/solution`, {
      headers: { 'x-request-id': 'probe-json-1' },
    });
    expect(answer.headers.get('x-request-id')).toBe('probe-json-1');
    const lines = (await server.waitForOutput('"reqId":"probe-json-1","res"'))
      .split('\n')
      .filter((l) => l.includes('probe-json-1'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((l) => l.reqId === 'probe-json-1')).toBe(true);
  });

  it('is pretty with LOG_FORMAT=pretty: time, level, request id and message on one line', async () => {
    server = await startServerProcess({ env: { LOG_FORMAT: 'pretty' } });
    await fetch(`${server.baseUrl}/api/catalog/solution`, { headers: { 'x-request-id': 'probe-pretty-1' } });
    // pino-pretty colours only on a terminal; here the line is plain text.
    const line = (await server.waitForOutput('[probe-pretty-1] request completed'))
      .split('\n')
      .find((l) => l.includes('[probe-pretty-1] request completed'));
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO.*: \[probe-pretty-1\] request completed/);
    expect(server.output()).not.toMatch(/^\{"level"/m);
  });
});
