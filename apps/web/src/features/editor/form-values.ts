import {
  DEFAULT_SOLUTION_STATUS,
  entriesFor,
  hardwareEntries,
  SOLUTION_FORM_FIELDS,
  SOLUTION_PLAIN_TEXT_FIELDS,
  type SolutionDetail,
  type SolutionFormInput,
  type SolutionFormValues,
} from '@catalog/shared';

import type { MessageKey } from '../../i18n/keys.ts';

export type EditorField = keyof SolutionFormInput;

/** What the form holds while editing (the shared schema's input): text as typed, ids as chosen. */
export const emptyValues = (): SolutionFormInput => ({
  name: '',
  description: '',
  status: DEFAULT_SOLUTION_STATUS,
  feature: '',
  benefit: '',
  challenge: '',
  contributor_id: null,
  sector_id: null,
  technology_ids: [],
  industry_ids: [],
  arcgis_product_ids: [],
  pattern_of_use_ids: [],
  ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, () => ''),
  ...hardwareEntries(() => '0'),
});

const ids = (items: ReadonlyArray<{ id: number }>) => items.map((i) => i.id);

/** The edit form starts from the stored solution. */
export function valuesFromDetail(s: SolutionDetail): SolutionFormInput {
  return {
    name: s.name,
    description: s.description,
    status: s.status ?? DEFAULT_SOLUTION_STATUS,
    feature: s.feature,
    benefit: s.benefit,
    challenge: s.challenge,
    contributor_id: s.contributor?.id ?? null,
    sector_id: s.sector?.id ?? null,
    technology_ids: ids(s.technology),
    industry_ids: ids(s.industry),
    arcgis_product_ids: ids(s.arcgis_product),
    pattern_of_use_ids: ids(s.pattern_of_use),
    ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, (field) => s[field] ?? ''),
    ...hardwareEntries((part) => String(s.hardware?.[part] ?? 0)),
  };
}

/**
 * The multipart body of docs/product.md §6.5. Lists are comma lists; the create call names the pattern
 * list `pattern_of_use`, the edit call `pattern_of_use_ids`. Unlike the original client, the
 * edit call also sends storymap_url (docs/product.md §1.3). An emptied list is sent as '' so it clears.
 */
export function toFormData(values: SolutionFormValues, images: readonly File[], mode: 'create' | 'edit'): FormData {
  const form = new FormData();
  // Every field of the shared form, in its documented order.
  for (const field of SOLUTION_FORM_FIELDS) {
    const value = values[field];
    const name = field === 'pattern_of_use_ids' && mode === 'create' ? 'pattern_of_use' : field;
    form.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const file of images) form.append('images', file, file.name);
  return form;
}

/** Which tab holds each field, so a blocked submit can open the tab with the first error. */
export const TABS = [
  {
    id: 'overview',
    title: 'editor.tab.overview',
    fields: ['name', 'creator', 'contributor_id', 'sector_id', 'status', 'industry_ids', 'description'],
  },
  {
    id: 'details',
    title: 'editor.tab.details',
    fields: [
      'benefit',
      'challenge',
      'feature',
      'technology_ids',
      'pattern_of_use_ids',
      'arcgis_product_ids',
      'hardware_cpu_core',
      'hardware_ram',
      'hardware_storage',
      'hardware_gpu',
    ],
  },
  {
    id: 'resources',
    title: 'editor.tab.resources',
    fields: ['storymap_url', 'application_demo_url', 'repository_url', 'presentation_url', 'pdf_url', 'video_url'],
  },
] as const satisfies ReadonlyArray<{ id: string; title: MessageKey; fields: readonly EditorField[] }>;

/** A multi select's value as a list of ids; the schema's input also takes the comma list of a multipart body. */
export const idsOf = (value: unknown): Array<number | string> =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter(Boolean) : [];

/** A single select's value: an id, or null while nothing is chosen. */
export const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
