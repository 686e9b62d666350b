/**
 * The client's zod settings, made before any schema exists. Without `jitless`, zod probes
 * `new Function` when it builds an object schema, to compile faster parsers; the page's CSP (no
 * 'unsafe-eval') refuses the probe and reports it. Forms parse fast enough without it.
 *
 * zod keeps its settings on this global, shared by every copy of zod on the page
 * (zod/v4/core/core.js), so they are set without loading zod: the first page never parses with
 * zod, and importing its `config` would bring about 5 KB of zod into it (lib/zod-config.test.ts
 * checks that zod reads them).
 */
export function configureZod() {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
