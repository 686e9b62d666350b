import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.ts';
import { solutionSearchText } from '../../src/modules/solutions/solution-text.ts';
import { SolutionsAdminRepository } from '../../src/modules/solutions/solutions-admin.repository.ts';

type NamedTable = 'sectors' | 'industries' | 'technologies' | 'patterns_of_use' | 'contributors';

export interface SolutionSpec {
  name: string;
  status?: string;
  description?: string;
  benefit?: string;
  feature?: string;
  challenge?: string;
  creator?: string;
  contributorId?: number | null;
  sectorId?: number | null;
  industryIds?: number[];
  technologyIds?: number[];
  patternIds?: number[];
  productIds?: number[];
  /** ISO time; by default each new solution is one minute newer than the previous one. */
  createdAt?: string;
  hardware?: { cpu_core?: number; ram?: number; storage?: number; gpu?: number };
  urls?: Partial<
    Record<
      'storymap_url' | 'application_demo_url' | 'repository_url' | 'presentation_url' | 'video_url' | 'pdf_url',
      string
    >
  >;
  images?: Array<{ name: string; storage_key: string; thumbnail_key: string; position?: number }>;
}

/** Inserts catalogue rows straight through Kysely, for tests that need exact data. */
export class CatalogFixtures {
  private clock = Date.parse('2024-01-01T00:00:00.000Z');

  constructor(private readonly db: Kysely<Database>) {}

  async lookup(table: NamedTable, name: string): Promise<number> {
    const row = await this.db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async lookups(table: NamedTable, names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) ids.push(await this.lookup(table, name));
    return ids;
  }

  async product(name: string, image: string | null = null): Promise<number> {
    const row = await this.db
      .insertInto('arcgis_products')
      .values({ name, image })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async solution(spec: SolutionSpec): Promise<number> {
    this.clock += 60_000;
    const createdAt = spec.createdAt ?? new Date(this.clock).toISOString();
    const text = {
      description: spec.description ?? '',
      benefit: spec.benefit ?? '',
      feature: spec.feature ?? '',
      challenge: spec.challenge ?? '',
    };
    const hw = spec.hardware ?? {};
    const row = await this.db
      .insertInto('solutions')
      .values({
        name: spec.name,
        status: spec.status ?? 'release_public',
        ...text,
        creator: spec.creator ?? '',
        contributor_id: spec.contributorId ?? null,
        sector_id: spec.sectorId ?? null,
        storymap_url: spec.urls?.storymap_url ?? '',
        application_demo_url: spec.urls?.application_demo_url ?? '',
        repository_url: spec.urls?.repository_url ?? '',
        presentation_url: spec.urls?.presentation_url ?? '',
        video_url: spec.urls?.video_url ?? '',
        pdf_url: spec.urls?.pdf_url ?? '',
        hardware_cpu_core: hw.cpu_core ?? 0,
        hardware_ram: hw.ram ?? 0,
        hardware_storage: hw.storage ?? 0,
        hardware_gpu: hw.gpu ?? 0,
        search_text: solutionSearchText(text),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id;
    await new SolutionsAdminRepository(this.db).replaceLinks(id, {
      industry: spec.industryIds ?? [],
      technology: spec.technologyIds ?? [],
      pattern: spec.patternIds ?? [],
      product: spec.productIds ?? [],
    });
    for (const [i, img] of (spec.images ?? []).entries()) {
      await this.db
        .insertInto('solution_images')
        .values({
          solution_id: id,
          ...img,
          width: 1200,
          height: 800,
          position: img.position ?? i,
          created_at: createdAt,
        })
        .execute();
    }
    return id;
  }
}
