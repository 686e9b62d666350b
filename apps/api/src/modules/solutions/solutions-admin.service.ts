import {
  entriesFor,
  hardwareEntries,
  hardwareField,
  SOLUTION_PLAIN_TEXT_FIELDS,
  type SolutionDetail,
  type SolutionFormInput,
  type SolutionFormValues,
  type CodedMessage,
  coded,
} from '@catalog/shared';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../db/database.ts';
import { SOLUTION_LINK_NAMES, SOLUTION_LINKS, type SolutionLinkIds } from '../../db/solution-links.ts';
import type { SolutionRow } from '../../db/types.ts';
import { sanitizeRichText } from '@catalog/shared/rich-text-server';
import type { Caller } from '../../lib/caller.ts';
import { fieldsRefused, notFound } from '../../lib/errors.ts';
import type { ImageStorage } from '../../storage/storage.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { type ImageIntake, removeStored, storeThenCommit } from '../images/image-upload.service.ts';
import { type ImagesRepository, keysOfRows } from '../images/images.repository.ts';
import type { MultipartFields } from '../images/multipart.ts';
import type { NewSolutionNotifier } from '../notifications/new-solution.service.ts';
import { formInputFromFields, parseSolutionForm } from './solution-input.ts';
import { solutionSearchText } from './solution-text.ts';
import type { LookupTableName, SolutionsAdminRepository, SolutionWrite } from './solutions-admin.repository.ts';
import type { SolutionsService } from './solutions.service.ts';

/** The fields that name lookup rows, and the table each names a row of. */
const REFERENCES: ReadonlyArray<readonly [keyof SolutionFormValues, LookupTableName]> = [
  ['contributor_id', 'contributors'],
  ['sector_id', 'sectors'],
  ...Object.values(SOLUTION_LINKS).map((link) => [link.formField, link.lookup] as const),
];

function toRow(v: SolutionFormValues): SolutionWrite {
  const rich = {
    description: sanitizeRichText(v.description),
    feature: sanitizeRichText(v.feature),
    benefit: sanitizeRichText(v.benefit),
    challenge: sanitizeRichText(v.challenge),
  };
  return {
    name: v.name,
    ...rich,
    status: v.status,
    contributor_id: v.contributor_id,
    sector_id: v.sector_id,
    ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, (field) => v[field]),
    ...hardwareEntries((part) => v[hardwareField(part)]),
    search_text: solutionSearchText(rich),
  };
}

const toLinks = (v: SolutionFormValues): SolutionLinkIds =>
  Object.fromEntries(SOLUTION_LINK_NAMES.map((name) => [name, v[SOLUTION_LINKS[name].formField]])) as SolutionLinkIds;

/** The stored solution as form input, so an edit that leaves a field out keeps its value. */
function currentInput(row: SolutionRow, links: SolutionLinkIds): SolutionFormInput {
  return {
    name: row.name,
    description: row.description,
    status: row.status,
    feature: row.feature,
    benefit: row.benefit,
    challenge: row.challenge,
    contributor_id: row.contributor_id,
    sector_id: row.sector_id,
    ...Object.fromEntries(SOLUTION_LINK_NAMES.map((name) => [SOLUTION_LINKS[name].formField, links[name]])),
    ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, (field) => row[field]),
    ...hardwareEntries((part) => row[hardwareField(part)]),
  };
}

/** Create, edit and delete of solutions (docs/product.md §5.6). The routes admit admins only. */
export class SolutionsAdminService {
  constructor(
    private readonly repo: SolutionsAdminRepository,
    private readonly images: ImagesRepository,
    private readonly reader: SolutionsService,
    private readonly notifier: NewSolutionNotifier,
    private readonly storage: ImageStorage,
    private readonly activity: ActivityRepository,
  ) {}

  async assertExists(id: number): Promise<void> {
    if (!(await this.repo.findRow(id))) throw notFound(coded('server.solutionNotFound'));
  }

  async create(
    caller: Caller,
    fields: MultipartFields,
    intake: ImageIntake,
    log: FastifyBaseLogger,
  ): Promise<SolutionDetail> {
    // A create or edit is all or nothing: a refused image refuses the whole form.
    if (intake.rejected.length > 0) throw intake.refusal();
    return this.save(caller, null, parseSolutionForm(formInputFromFields(fields)), intake, log);
  }

  async update(
    caller: Caller,
    id: number,
    fields: MultipartFields,
    intake: ImageIntake,
    log: FastifyBaseLogger,
  ): Promise<SolutionDetail> {
    const current = await this.repo.findRow(id);
    if (!current) throw notFound(coded('server.solutionNotFound'));
    if (intake.rejected.length > 0) throw intake.refusal();
    const merged = { ...currentInput(current, await this.repo.linksOf(id)), ...formInputFromFields(fields) };
    return this.save(caller, id, parseSolutionForm(merged), intake, log);
  }

  /**
   * Stores the accepted images, then writes the solution (a new one when `id` is null), its links
   * and its image rows in one transaction, announcing it when it first becomes visible.
   */
  private async save(
    caller: Caller,
    id: number | null,
    values: SolutionFormValues,
    intake: ImageIntake,
    log: FastifyBaseLogger,
  ): Promise<SolutionDetail> {
    await this.checkReferences(values);
    const row = toRow(values);
    const savedId = await storeThenCommit(
      this.storage,
      intake.accepted,
      (imageRows) =>
        this.repo.transaction(async (trx) => {
          const [repo, now] = [this.repo.on(trx), nowIso()];
          if (id !== null && !(await repo.updateSolution(id, row, now)))
            throw notFound(coded('server.solutionNotFound'));
          const solutionId = id ?? (await repo.insertSolution(row, now));
          await repo.replaceLinks(solutionId, toLinks(values));
          await this.images.on(trx).append(solutionId, imageRows, now);
          const announced = { id: solutionId, name: row.name, status: values.status, description: row.description };
          await this.notifier.announceIfVisible(trx, announced, now);
          const [action, verb] = id === null ? ['create', 'Created'] : ['update', 'Edited'];
          await this.activity.on(trx).record(caller, 'solution', action, solutionId, `${verb} "${row.name}"`);
          return solutionId;
        }),
      log,
    );
    return this.reader.detail(caller, savedId);
  }

  /** The records go in one transaction; the image files after it commits. */
  async remove(caller: Caller, id: number, log: FastifyBaseLogger): Promise<void> {
    const keys = await this.repo.transaction(async (trx) => {
      const stored = await this.images.on(trx).keysOf(id);
      const current = await this.repo.on(trx).findRow(id);
      if (!current || !(await this.repo.on(trx).deleteSolution(id))) throw notFound(coded('server.solutionNotFound'));
      await this.activity.on(trx).record(caller, 'solution', 'delete', id, `Deleted "${current.name}"`);
      return keysOfRows(stored);
    });
    await removeStored(this.storage, keys, log);
  }

  /** Every chosen id must exist: a 400 naming the field otherwise. */
  private async checkReferences(values: SolutionFormValues): Promise<void> {
    const fields: Record<string, CodedMessage> = {};
    for (const [field, table] of REFERENCES) {
      const value = values[field] as number | number[];
      const ids = Array.isArray(value) ? value : [value];
      const found = await this.repo.existingIds(table, ids);
      if (ids.some((i) => !found.has(i))) fields[field] = coded('server.unknownOption');
    }
    if (Object.keys(fields).length > 0) throw fieldsRefused(fields);
  }
}
