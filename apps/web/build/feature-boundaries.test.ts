// @vitest-environment node
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the feature-boundaries rule for `code` as if it stood at `path`. */
async function boundaryMessages(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result!.messages.filter((m) => m.ruleId === 'web/feature-boundaries').map((m) => m.message);
}

describe('the lint rule that keeps features apart', () => {
  it('refuses an import, a re-export or a lazy import from another feature', async () => {
    const file = 'apps/web/src/features/catalog/example.tsx';
    expect(await boundaryMessages(file, "import { EDITOR_TEXT } from '../editor/editor-texts.ts';\n")).toEqual([
      'features/catalog may not import from features/editor; move what both need to components/, lib/ or api/.',
    ]);
    expect(
      await boundaryMessages(file, "export { AuthForm } from '../../features/auth/auth-form.tsx';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(file, "export const page = () => import('../solution/solution-page.tsx');\n"),
    ).toHaveLength(1);
  });

  it('lets a feature import its own files and the shared folders', async () => {
    const code = [
      "import { x } from './catalog-query.ts';",
      "import { cx } from '../../components/ui/cx.ts';",
      "import { api } from '../../lib/api.ts';",
      "import { authApi } from '../../api/auth.ts';",
      'export const all = [x, cx, api, authApi];',
      '',
    ].join('\n');
    expect(await boundaryMessages('apps/web/src/features/catalog/example.tsx', code)).toEqual([]);
    // The app shell wires the features together and may import any of them.
    expect(
      await boundaryMessages(
        'apps/web/src/app/example.ts',
        "export { Navbar } from '../features/layout/navbar.tsx';\n",
      ),
    ).toEqual([]);
  });
});
