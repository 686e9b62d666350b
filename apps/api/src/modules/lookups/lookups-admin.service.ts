import {
  type AdminLookupItem,
  coded,
  LOOKUP_LABELS,
  type LookupKind,
  type Pagination,
  solutionCount,
} from '@catalog/shared';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/query-text.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, fieldRefused, type HttpError, notFound } from '../../lib/errors.ts';
import { offsetOf, paginationOf } from '../../lib/paging.ts';
import { type ImageStorage, storedLogoKey } from '../../storage/storage.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { type ImageIntake, logoFile, removeStored, storeFilesThenCommit } from '../images/image-upload.service.ts';
import { productImageUrl } from '../solutions/solution-serialize.ts';
import type { LookupsAdminRepository, LookupValueRow } from './lookups-admin.repository.ts';

export const LOOKUP_DELETED = 'Deleted';

function itemOf(kind: LookupKind, row: LookupValueRow): AdminLookupItem {
  const item = { id: row.id, name: row.name, usage_count: row.usage_count };
  return kind === 'arcgis_product' ? { ...item, image: productImageUrl(row.image) } : item;
}

/**
 * The lookup lists of the back office (docs/product.md §6.6): add, rename, delete or merge a value,
 * and an ArcGIS product's logo. Each write and its activity entry share one transaction.
 */
export class LookupsAdminService {
  constructor(
    private readonly repo: LookupsAdminRepository,
    private readonly activity: ActivityRepository,
    private readonly storage: ImageStorage,
  ) {}

  async list(
    kind: LookupKind,
    query: { search?: string; page: number; page_size: number },
  ): Promise<{ data: AdminLookupItem[]; pagination: Pagination }> {
    const { total, rows } = await this.repo.page(
      kind,
      query.search,
      query.page_size,
      offsetOf(query.page, query.page_size),
    );
    return { data: rows.map((r) => itemOf(kind, r)), pagination: paginationOf(total, query.page, query.page_size) };
  }

  async create(caller: Caller, kind: LookupKind, name: string): Promise<AdminLookupItem> {
    const row = await this.unique(kind, name, () =>
      this.repo.transaction(async (trx) => {
        const repo = this.repo.on(trx);
        if (await repo.nameTaken(kind, name)) throw this.nameConflict(kind, name);
        const id = await repo.insert(kind, name);
        await this.activity.on(trx).record(caller, 'lookup', 'create', id, `Added ${LOOKUP_LABELS[kind]} "${name}"`);
        return (await repo.find(kind, id))!;
      }),
    );
    return itemOf(kind, row);
  }

  async rename(caller: Caller, kind: LookupKind, id: number, name: string): Promise<AdminLookupItem> {
    const row = await this.unique(kind, name, () =>
      this.repo.transaction(async (trx) => {
        const repo = this.repo.on(trx);
        const current = await this.existing(repo, kind, id);
        if (await repo.nameTaken(kind, name, id)) throw this.nameConflict(kind, name);
        await repo.rename(kind, id, name);
        const summary = `Renamed ${LOOKUP_LABELS[kind]} "${current.name}" to "${name}"`;
        await this.activity.on(trx).record(caller, 'lookup', 'rename', id, summary);
        return (await repo.find(kind, id))!;
      }),
    );
    return itemOf(kind, row);
  }

  /**
   * Deletes a value no solution uses. With `mergeInto` (another value of the same list) its
   * solutions move there first, in the same transaction, so none loses its link.
   */
  async remove(caller: Caller, kind: LookupKind, id: number, mergeInto: number | undefined, log: FastifyBaseLogger) {
    const label = LOOKUP_LABELS[kind];
    const removed = await this.repo.transaction(async (trx) => {
      const repo = this.repo.on(trx);
      const current = await this.existing(repo, kind, id);
      if (mergeInto === undefined) {
        if (current.usage_count > 0) {
          throw conflict(coded('admin.lookupInUse', { kind, count: current.usage_count }));
        }
        await repo.delete(kind, id);
        await this.activity.on(trx).record(caller, 'lookup', 'delete', id, `Deleted ${label} "${current.name}"`);
        return current;
      }
      if (mergeInto === id) {
        throw badRequest(coded('admin.lookupMergeSelf', { kind }), { merge_into: coded('admin.chooseAnotherValue') });
      }
      const target = await repo.find(kind, mergeInto);
      if (!target) throw fieldRefused('merge_into', coded('admin.lookupMergeMissing', { kind, id: mergeInto }));
      await repo.moveUses(kind, id, mergeInto);
      await repo.delete(kind, id);
      const summary = `Merged ${label} "${current.name}" into "${target.name}" (${solutionCount(current.usage_count)})`;
      await this.activity.on(trx).record(caller, 'lookup', 'merge', mergeInto, summary);
      return current;
    });
    const logo = storedLogoKey(removed.image);
    if (logo) await removeStored(this.storage, [logo], log);
  }

  /** Stores the logo, records it with its activity entry, then removes the logo it replaces. */
  async setLogo(caller: Caller, id: number, intake: ImageIntake, log: FastifyBaseLogger): Promise<AdminLookupItem> {
    if (intake.received === 0) throw fieldRefused('image', coded('admin.noLogo'));
    if (intake.received > 1) throw fieldRefused('image', coded('admin.oneLogo'));
    if (intake.accepted.length === 0) throw intake.refusal();
    const file = logoFile(intake.accepted[0]!.processed);
    const { before, after } = await storeFilesThenCommit(
      this.storage,
      [file],
      () =>
        this.repo.transaction(async (trx) => {
          const repo = this.repo.on(trx);
          const current = await this.existing(repo, 'arcgis_product', id);
          await repo.setProductLogo(id, file[0]);
          await this.activity
            .on(trx)
            .record(caller, 'lookup', 'logo', id, `New logo for ArcGIS product "${current.name}"`);
          return { before: current, after: (await repo.find('arcgis_product', id))! };
        }),
      log,
    );
    const replaced = storedLogoKey(before.image);
    if (replaced) await removeStored(this.storage, [replaced], log);
    return itemOf('arcgis_product', after);
  }

  async assertProductExists(id: number): Promise<void> {
    await this.existing(this.repo, 'arcgis_product', id);
  }

  private async existing(repo: LookupsAdminRepository, kind: LookupKind, id: number): Promise<LookupValueRow> {
    const row = await repo.find(kind, id);
    if (!row) throw notFound(coded('admin.lookupNotFound', { kind }));
    return row;
  }

  private nameConflict(kind: LookupKind, name: string): HttpError {
    const message = coded('admin.lookupNameTaken', { kind, name });
    return conflict(message, { name: message });
  }

  /** Two admins adding the same name at once: the unique index refuses the second, with the same 409. */
  private async unique<T>(kind: LookupKind, name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw this.nameConflict(kind, name);
      throw error;
    }
  }
}
