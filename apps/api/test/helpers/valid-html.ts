import { HtmlValidate } from 'html-validate';
import { expect } from 'vitest';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // What the product's markup needs; docs/decisions/0124-server-rendered-public-pages.md says why.
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'no-inline-style': 'off',
    'wcag/h32': 'off',
    // react-dom writes boolean and empty attributes with an empty value (`hidden=""`), useId ids begin
    // with an underscore, the template writes `crossorigin` bare; all valid HTML (docs/decisions/0128-react-server-rendering.md).
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    // The footer's list of social links is named (`<ul aria-label>`), which ARIA allows on a list;
    // html-validate 10, the last to run on Node 20, calls that "not recommended" where 11 accepts it
    // (docs/decisions/0134-node-versions-20-22-24.md).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

/** No error of the HTML validator's recommended rules in a page the server drew. */
export async function expectValidHtml(html: string) {
  const report = await validator.validateString(html);
  const errors = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`));
  expect(errors).toEqual([]);
}
