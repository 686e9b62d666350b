import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Icon name → its module under `lucide-react/icons/`, read from the package's own index. */
function iconModules(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const modules = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) modules.set(name!, file!);
  }
  return modules;
}

/**
 * For the component tests only: `import { X } from 'lucide-react'` becomes an import of X's own
 * module. The package's index pulls in every one of its thousands of icons, which the build
 * drops by tree-shaking but the test runner would transform one by one on every run.
 */
export function lucideIconsOneByOne(): Plugin {
  const modules = iconModules();
  return {
    name: 'lucide-icons-one-by-one',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes("from 'lucide-react'")) return null;
      return code.replace(/import \{([^}]+)\} from 'lucide-react';/g, (whole, list: string) => {
        const lines: string[] = [];
        const types: string[] = [];
        for (const item of list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [name, local = name] = item.split(/\s+as\s+/) as [string, string?];
          if (name.startsWith('type ')) types.push(item);
          else if (modules.has(name)) lines.push(`import ${local} from 'lucide-react/icons/${modules.get(name)}';`);
          else return whole;
        }
        return [...lines, ...(types.length ? [`import { ${types.join(', ')} } from 'lucide-react';`] : [])].join(' ');
      });
    },
  };
}
