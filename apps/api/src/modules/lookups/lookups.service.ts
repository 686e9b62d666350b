import type { LookupItem, ProductItem, StatusItem } from '@catalog/shared';
import { productImageUrl } from '../solutions/solution-serialize.ts';
import type { LookupsRepository, NamedLookupTable } from './lookups.repository.ts';

export class LookupsService {
  constructor(private readonly repo: LookupsRepository) {}

  list(table: NamedLookupTable): Promise<LookupItem[]> {
    return this.repo.listNamed(table);
  }

  async statuses(): Promise<StatusItem[]> {
    return (await this.repo.listStatuses()) as StatusItem[];
  }

  async products(): Promise<ProductItem[]> {
    const rows = await this.repo.listProducts();
    return rows.map((p) => ({ id: p.id, name: p.name, image: productImageUrl(p.image) }));
  }
}
