import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.ts';
import { CatalogFixtures, type SolutionSpec } from './catalog-fixtures.ts';

/**
 * A small catalogue with known links, and a model of it: tests compare the API's answers with
 * what the model says should match, so each expectation is derived, not hard-coded.
 */
export interface WorldSolution extends SolutionSpec {
  id: number;
  status: string;
  createdAt: string;
}

export interface World {
  industries: Record<'agri' | 'util' | 'fish', number>;
  technologies: Record<'drone' | 'iot' | 'remote' | 'ai', number>;
  patterns: Record<'monitor' | 'plan', number>;
  contributors: Record<'ani' | 'budi' | 'citra', number>;
  technologyNames: Map<number, string>;
  solutions: WorldSolution[];
}

export async function buildWorld(db: Kysely<Database>): Promise<World> {
  const f = new CatalogFixtures(db);
  const [agri, util, fish] = await f.lookups('industries', ['Agriculture', 'Utilities', 'Fisheries']);
  const techNames = ['Drone/UAV', 'IoT', 'Remote Sensing', 'Machine Learning/GeoAI'];
  const [drone, iot, remote, ai] = await f.lookups('technologies', techNames);
  const [monitor, plan] = await f.lookups('patterns_of_use', ['Monitoring', 'Planning & Design']);
  const [ani, budi, citra] = await f.lookups('contributors', ['Ani Wijaya', 'Budi Santoso', 'Citra Lestari']);
  const sector = await f.lookup('sectors', 'Public Sector (Pemerintahan)');
  const w = {
    industries: { agri: agri!, util: util!, fish: fish! },
    technologies: { drone: drone!, iot: iot!, remote: remote!, ai: ai! },
    patterns: { monitor: monitor!, plan: plan! },
    contributors: { ani: ani!, budi: budi!, citra: citra! },
  };
  const specs: SolutionSpec[] = [
    {
      name: 'Rice Field Monitor',
      industryIds: [agri!],
      technologyIds: [remote!],
      patternIds: [monitor!],
      contributorId: ani!,
    },
    {
      name: 'Water Grid Sensors',
      industryIds: [util!],
      technologyIds: [iot!],
      patternIds: [monitor!],
      contributorId: budi!,
    },
    {
      name: 'fish catch tracker',
      industryIds: [fish!],
      technologyIds: [iot!, drone!],
      patternIds: [plan!],
      contributorId: ani!,
    },
    {
      name: 'Crop Drone Survey',
      industryIds: [agri!, fish!],
      technologyIds: [drone!],
      patternIds: [plan!],
      contributorId: budi!,
    },
    { name: 'Utility Asset Planner', industryIds: [util!], patternIds: [plan!], contributorId: citra! },
    {
      name: 'Mangrove Restoration Atlas',
      industryIds: [fish!],
      technologyIds: [remote!, ai!],
      patternIds: [monitor!],
      contributorId: citra!,
      description: '<p>Coastal habitat atlas for restoration teams.</p>',
    },
    {
      name: 'Coastal Erosion Watch',
      industryIds: [fish!, util!],
      technologyIds: [ai!],
      contributorId: ani!,
      description:
        '<p>Tracks shorelines where mangrove belts thin out; mangrove loss and <b>mangrove</b> replanting are mapped.</p>',
    },
    {
      name: 'Member Flood Map',
      status: 'release_register',
      industryIds: [agri!],
      technologyIds: [remote!],
      patternIds: [monitor!],
      contributorId: budi!,
    },
    {
      name: 'Member Grid Planner',
      status: 'release_register',
      industryIds: [util!],
      technologyIds: [iot!],
      contributorId: ani!,
    },
    {
      name: 'Internal Fleet Tool',
      status: 'release_internal',
      industryIds: [util!],
      technologyIds: [iot!],
      contributorId: citra!,
    },
    {
      name: 'Review Harvest Index',
      status: 'review',
      industryIds: [agri!],
      technologyIds: [ai!],
      patternIds: [plan!],
      contributorId: ani!,
    },
    {
      name: 'Testing Sensor Mesh',
      status: 'testing',
      industryIds: [util!],
      technologyIds: [iot!],
      contributorId: budi!,
    },
    {
      name: 'Dev Reef Scanner',
      status: 'development',
      industryIds: [fish!],
      technologyIds: [drone!],
      contributorId: citra!,
    },
    // Same name as an earlier one: name order must fall back to the id.
    { name: 'Water Grid Sensors', industryIds: [util!], technologyIds: [remote!], contributorId: citra! },
  ];
  const solutions: WorldSolution[] = [];
  let minute = 0;
  for (const spec of specs) {
    minute += 1;
    const createdAt = new Date(Date.parse('2024-03-01T00:00:00.000Z') + minute * 60_000).toISOString();
    const full = { status: 'release_public', sectorId: sector, createdAt, ...spec };
    const id = await f.solution(full);
    solutions.push({ ...full, id });
  }
  const technologyNames = new Map(techNames.map((n, i) => [[drone, iot, remote, ai][i]!, n]));
  return { ...w, technologyNames, solutions };
}

export interface ModelFilter {
  statuses: string[];
  industry?: number[];
  technology?: number[];
  pattern?: number[];
  contributor?: number[];
}

const anyOf = (wanted: number[] | undefined, have: number[] | undefined) =>
  !wanted?.length || (have ?? []).some((x) => wanted.includes(x));

/** Ids the model says match, newest first (the API's default order). */
export function expectedIds(w: World, filter: ModelFilter): number[] {
  return w.solutions
    .filter(
      (s) =>
        filter.statuses.includes(s.status) &&
        anyOf(filter.industry, s.industryIds) &&
        anyOf(filter.technology, s.technologyIds) &&
        anyOf(filter.pattern, s.patternIds) &&
        (!filter.contributor?.length || (s.contributorId != null && filter.contributor.includes(s.contributorId))),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((s) => s.id);
}
