import type {
  Facets,
  LookupItem,
  MemberProfile,
  SolutionDetail,
  SolutionListResponse,
  SolutionSummary,
} from '@catalog/shared';

/** Answers of the API for the component tests, shaped by the shared schemas' types. */

export const INDUSTRIES: LookupItem[] = [
  { id: 1, name: 'Agriculture' },
  { id: 2, name: 'Energy' },
  { id: 3, name: 'Forestry' },
];
export const TECHNOLOGIES: LookupItem[] = [
  { id: 11, name: 'Remote Sensing' },
  { id: 12, name: 'Indoor Mapping' },
];

export function solutionSummary(id: number, name: string): SolutionSummary {
  return {
    id,
    solution_id: id,
    name,
    description: `<p>About ${name}</p>`,
    image_url: null,
    images: [],
    industry: [INDUSTRIES[0]!],
    technology: [TECHNOLOGIES[0]!],
    contributor: null,
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

const noFacets = (): Facets => ({
  industry_group: [],
  technology: [],
  status: [],
  contributor: [],
  pattern_of_use: [],
});

/** One page of a list of `total` solutions, `names` being the ones on this page. */
export function listAnswer(
  names: string[],
  { total = names.length, page = 1, pageSize = 10, facets = {} as Partial<Facets> } = {},
): SolutionListResponse {
  return {
    data: names.map((name, i) => solutionSummary((page - 1) * pageSize + i + 1, name)),
    pagination: { total, page, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
    facets: { ...noFacets(), ...facets },
  };
}

export function solutionDetail(overrides: Partial<SolutionDetail> = {}): SolutionDetail {
  return {
    ...solutionSummary(7, 'Flood Early Warning'),
    status: 'review',
    feature: '<p>Alerts</p>',
    benefit: '<p>Fewer losses</p>',
    challenge: '',
    creator: 'Ani Wijaya',
    contributor: { id: 21, name: 'Esri Indonesia' },
    sector: { id: 31, name: 'Public' },
    industry: [INDUSTRIES[1]!],
    technology: [TECHNOLOGIES[0]!],
    pattern_of_use: [],
    arcgis_product: [],
    hardware: { cpu_core: 4, ram: 16, storage: 100, gpu: 0 },
    video_url: '',
    pdf_url: '',
    storymap_url: '',
    application_demo_url: '',
    presentation_url: '',
    repository_url: '',
    updated_at: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in user's profile as `GET /api/auth/me` answers it. */
export function memberProfile(): MemberProfile {
  return {
    user_id: 2,
    full_name: 'Rina Wulandari',
    email: 'user@example.com',
    phone: '081234567890',
    company: '',
    position: '',
    is_staff: false,
    notify_new_solutions: true,
    language: 'en',
  };
}
