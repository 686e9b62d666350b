import {
  DEFAULT_SOLUTION_STATUS,
  type SolutionDetail,
  type SolutionFormInput,
  type SolutionFormValues,
} from '@catalog/shared';

export type EditorField = keyof SolutionFormInput;

/** What the form holds while editing (the shared schema's input): text as typed, ids as chosen. */
export const emptyValues = (): SolutionFormInput => ({
  name: '',
  description: '',
  status: DEFAULT_SOLUTION_STATUS,
  feature: '',
  benefit: '',
  challenge: '',
  creator: '',
  contributor_id: null,
  sector_id: null,
  technology_ids: [],
  industry_ids: [],
  arcgis_product_ids: [],
  pattern_of_use_ids: [],
  storymap_url: '',
  application_demo_url: '',
  repository_url: '',
  presentation_url: '',
  video_url: '',
  pdf_url: '',
  hardware_cpu_core: '0',
  hardware_ram: '0',
  hardware_storage: '0',
  hardware_gpu: '0',
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
    creator: s.creator,
    contributor_id: s.contributor?.id ?? null,
    sector_id: s.sector?.id ?? null,
    technology_ids: ids(s.technology),
    industry_ids: ids(s.industry),
    arcgis_product_ids: ids(s.arcgis_product),
    pattern_of_use_ids: ids(s.pattern_of_use),
    storymap_url: s.storymap_url ?? '',
    application_demo_url: s.application_demo_url ?? '',
    repository_url: s.repository_url ?? '',
    presentation_url: s.presentation_url ?? '',
    video_url: s.video_url,
    pdf_url: s.pdf_url,
    hardware_cpu_core: String(s.hardware?.cpu_core ?? 0),
    hardware_ram: String(s.hardware?.ram ?? 0),
    hardware_storage: String(s.hardware?.storage ?? 0),
    hardware_gpu: String(s.hardware?.gpu ?? 0),
  };
}

/**
 * The multipart body of docs/product.md §6.5. Lists are comma lists; the create call names the pattern
 * list `pattern_of_use`, the edit call `pattern_of_use_ids`. Unlike the original client, the
 * edit call also sends storymap_url (docs/product.md §1.3). An emptied list is sent as '' so it clears.
 */
export function toFormData(values: SolutionFormValues, images: readonly File[], mode: 'create' | 'edit'): FormData {
  const form = new FormData();
  const text: Array<[string, string | number]> = [
    ['name', values.name],
    ['description', values.description],
    ['status', values.status],
    ['feature', values.feature],
    ['benefit', values.benefit],
    ['challenge', values.challenge],
    ['creator', values.creator],
    ['contributor_id', values.contributor_id],
    ['sector_id', values.sector_id],
    ['technology_ids', values.technology_ids.join(',')],
    ['industry_ids', values.industry_ids.join(',')],
    ['arcgis_product_ids', values.arcgis_product_ids.join(',')],
    [mode === 'create' ? 'pattern_of_use' : 'pattern_of_use_ids', values.pattern_of_use_ids.join(',')],
    ['storymap_url', values.storymap_url],
    ['application_demo_url', values.application_demo_url],
    ['repository_url', values.repository_url],
    ['presentation_url', values.presentation_url],
    ['video_url', values.video_url],
    ['pdf_url', values.pdf_url],
    ['hardware_cpu_core', values.hardware_cpu_core],
    ['hardware_ram', values.hardware_ram],
    ['hardware_storage', values.hardware_storage],
    ['hardware_gpu', values.hardware_gpu],
  ];
  for (const [name, value] of text) form.append(name, String(value));
  for (const file of images) form.append('images', file, file.name);
  return form;
}

/** Which tab holds each field, so a blocked submit can open the tab with the first error. */
export const TABS = [
  {
    id: 'overview',
    title: 'Overview',
    fields: ['name', 'creator', 'contributor_id', 'sector_id', 'status', 'industry_ids', 'description'],
  },
  {
    id: 'details',
    title: 'Details',
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
    title: 'Resources',
    fields: ['storymap_url', 'application_demo_url', 'repository_url', 'presentation_url', 'pdf_url', 'video_url'],
  },
] as const satisfies ReadonlyArray<{ id: string; title: string; fields: readonly EditorField[] }>;

/** A multi select's value as a list of ids; the schema's input also takes the comma list of a multipart body. */
export const idsOf = (value: unknown): Array<number | string> =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter(Boolean) : [];

/** A single select's value: an id, or null while nothing is chosen. */
export const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
