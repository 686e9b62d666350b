/**
 * The React API is served by Preact's compatibility layer: about 11 KB gzipped where react-dom
 * is 68 KB, which keeps a visitor's first page under its budget. The build and the component
 * tests resolve React through these same aliases, so tests run on the runtime users get.
 * See docs/decisions/0075-preact-runtime.md.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];
