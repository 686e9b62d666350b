import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * For the component tests only: serves the CommonJS files of `packages` as ES modules whose
 * `require()` calls are imports, so Vite resolves them with the build's aliases. The build's
 * bundler does the same; without this the test runner would load them with Node, whose
 * `require('react')` finds React instead of Preact.
 */
export function commonJsAsEsm(packages: string[]): Plugin {
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/].*\\.js$`);
  return {
    name: 'commonjs-as-esm',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!inPackage.test(file)) return null;
      const code = readFileSync(file, 'utf8');
      const required = [...new Set([...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]!))];
      return [
        ...required.map((name, i) => `import * as required${i} from ${JSON.stringify(name)};`),
        `const modules = {${required.map((name, i) => `${JSON.stringify(name)}: required${i}.default ?? required${i}`).join(', ')}};`,
        'const module = { exports: {} };',
        `(function (module, exports, require) {\n${code}\n})(module, module.exports, (name) => modules[name]);`,
        'export default module.exports;',
        'export const { useSyncExternalStore, useSyncExternalStoreWithSelector } = module.exports;',
      ].join('\n');
    },
  };
}
