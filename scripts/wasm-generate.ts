// The engine's WebAssembly kernels, assembled from their text (.wat) with wabt into a TypeScript
// module holding the bytes, so the server runs from source with no build step
// (docs/decisions/0188):
//   npm run wasm             rewrites every generated module
//   npm run wasm -- --check  fails when one differs from what its .wat gives
// apps/api/test/bitset-kernel.test.ts runs the same check for each kernel in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import initWabt from 'wabt';

const root = join(import.meta.dirname, '..');

/** Each kernel's text and the module its bytes are written to, with the name they are exported as. */
export const KERNELS = [
  {
    wat: 'apps/api/src/modules/solutions/catalog-index/bitset-kernel.wat',
    module: 'apps/api/src/modules/solutions/catalog-index/bitset-kernel.wasm.ts',
    name: 'BITSET_KERNEL_WASM',
  },
  {
    wat: 'apps/api/src/modules/solutions/search/word-scan.wat',
    module: 'apps/api/src/modules/solutions/search/word-scan.wasm.ts',
    name: 'WORD_SCAN_WASM',
  },
];

/** The generated module's text for one kernel. */
export async function kernelModule(kernel: (typeof KERNELS)[number]): Promise<string> {
  const wabt = await initWabt();
  const parsed = wabt.parseWat(kernel.wat, readFileSync(join(root, kernel.wat), 'utf8'));
  const { buffer } = parsed.toBinary({});
  parsed.destroy();
  const text = [
    `// Written by \`npm run wasm\` (scripts/wasm-generate.ts) from ${relative(join(root, kernel.module, '..'), join(root, kernel.wat))}: never edit it by hand.`,
    `export const ${kernel.name} = '${Buffer.from(buffer).toString('base64')}';`,
    '',
  ].join('\n');
  const file = join(root, kernel.module);
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let stale = 0;
  for (const kernel of KERNELS) {
    const text = await kernelModule(kernel);
    if (!process.argv.includes('--check')) {
      writeFileSync(join(root, kernel.module), text);
      console.log(`wrote ${kernel.module}`);
    } else if (readFileSync(join(root, kernel.module), 'utf8') !== text) {
      console.error(`${kernel.module} is not what ${kernel.wat} gives: run npm run wasm`);
      stale++;
    }
  }
  process.exit(stale ? 1 : 0);
}
