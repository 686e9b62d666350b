import { dirname, resolve, sep } from 'node:path';

const FEATURES = `${sep}apps${sep}web${sep}src${sep}features${sep}`;

/** The feature folder a file lies in (`catalog` for …/src/features/catalog/x.tsx), else undefined. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at < 0 ? undefined : file.slice(at + FEATURES.length).split(sep)[0];
}

/**
 * ESLint rule: a feature of the web app never imports from another one (docs/architecture.md §3.1);
 * what two features both need lives in components/, lib/, api/ or app/. Relative imports are
 * resolved against the importing file, so any depth of `../` is caught.
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the features of the web app from importing each other.' },
    messages: {
      crossFeature:
        'features/{{from}} may not import from features/{{to}}; move what both need to components/, lib/ or api/.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source, node) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source.value, node),
      ExportNamedDeclaration: (node) => check(node.source?.value, node),
      ExportAllDeclaration: (node) => check(node.source.value, node),
      ImportExpression: (node) => check(node.source.value, node),
    };
  },
};
