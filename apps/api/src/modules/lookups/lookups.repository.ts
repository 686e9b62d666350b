import { sql } from 'kysely';
import { Repository } from '../../db/repository.ts';

export type NamedLookupTable = 'sectors' | 'industries' | 'technologies' | 'patterns_of_use' | 'contributors';

/** Reads the lookup lists; case-insensitive name order with the id as a stable tiebreak. */
export class LookupsRepository extends Repository {
  listNamed(table: NamedLookupTable) {
    return this.db
      .selectFrom(table)
      .select(['id', 'name'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  }

  listStatuses() {
    return this.db.selectFrom('solution_statuses').select(['id', 'name']).orderBy('sort_order').execute();
  }

  listProducts() {
    return this.db
      .selectFrom('arcgis_products')
      .select(['id', 'name', 'image'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  }
}
