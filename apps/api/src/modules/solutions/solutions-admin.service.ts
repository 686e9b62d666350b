import {
  type RevisionSolution,
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
import type { Caller } from '../../lib/caller.ts';
import { conflict, fieldsRefused, notFound } from '../../lib/errors.ts';
import type { ImageStorage } from '../../storage/storage.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { type ImageIntake, storeThenCommit } from '../images/image-upload.service.ts';
import type { ImagesRepository } from '../images/images.repository.ts';
import type { MultipartFields } from '../images/multipart.ts';
import type { NewSolutionNotifier } from '../notifications/new-solution.service.ts';
import { REVISION_LINKS } from '../revisions/revision-snapshot.ts';
import type { RevisionsRepository } from '../revisions/revisions.repository.ts';
import type { WebhookRecorder } from '../webhooks/webhook-recorder.ts';
import { formInputFromFields, parseSolutionForm } from './solution-input.ts';
import { toLinks, toRow } from './solution-write.ts';
import type { LookupTableName, SolutionsAdminRepository } from './solutions-admin.repository.ts';
import type { SolutionsService } from './solutions.service.ts';

/** The fields that name lookup rows, and the table each names a row of. */
const REFERENCES: ReadonlyArray<readonly [keyof SolutionFormValues, LookupTableName]> = [
  ['contributor_id', 'contributors'],
  ['sector_id', 'sectors'],
  ...Object.values(SOLUTION_LINKS).map((link) => [link.formField, link.lookup] as const),
];

const imageCount = (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`;

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

/** A version as form input, so a restore passes the rules a save does. */
function versionInput(v: RevisionSolution): SolutionFormInput {
  return {
    ...v,
    contributor_id: v.contributor?.id ?? '',
    sector_id: v.sector?.id ?? '',
    ...Object.fromEntries(
      Object.entries(REVISION_LINKS).map(([field, link]) => [
        SOLUTION_LINKS[link].formField,
        v[field as keyof typeof REVISION_LINKS].map((l) => l.id),
      ]),
    ),
  } as SolutionFormInput;
}

/** Each lookup of a version with the table its values live in, named as the lookup lists are. */
const VERSION_LOOKUPS = [
  ['contributor', 'contributors'],
  ['sector', 'sectors'],
  ['industry', 'industries'],
  ['technology', 'technologies'],
  ['pattern_of_use', 'patterns_of_use'],
  ['arcgis_product', 'arcgis_products'],
] as const satisfies ReadonlyArray<readonly [keyof RevisionSolution, LookupTableName]>;

/** Create, edit and delete of solutions (docs/product.md §5.6). The routes admit admins only. */
export class SolutionsAdminService {
  constructor(
    private readonly repo: SolutionsAdminRepository,
    private readonly images: ImagesRepository,
    private readonly reader: SolutionsService,
    private readonly notifier: NewSolutionNotifier,
    private readonly storage: ImageStorage,
    private readonly activity: ActivityRepository,
    private readonly revisions: RevisionsRepository,
    private readonly webhooks: WebhookRecorder,
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
    const values = parseSolutionForm(merged);
    const statusNote = values.status === current.status ? '' : ` (status ${current.status} → ${values.status})`;
    return this.save(caller, id, values, intake, log, statusNote);
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
    note = '',
  ): Promise<SolutionDetail> {
    await this.checkReferences(values);
    const row = toRow(values);
    const savedId = await storeThenCommit(
      this.storage,
      intake.accepted,
      (imageRows) =>
        this.repo.transaction(async (trx) => {
          const [repo, now] = [this.repo.on(trx), nowIso()];
          if (id !== null) await this.revisions.on(trx).baseline(id);
          if (id !== null && !(await repo.updateSolution(id, row, now)))
            throw notFound(coded('server.solutionNotFound'));
          const solutionId = id ?? (await repo.insertSolution(row, now));
          await repo.replaceLinks(solutionId, toLinks(values));
          await this.images.on(trx).append(solutionId, imageRows, now);
          const announced = { id: solutionId, name: row.name, status: values.status, description: row.description };
          await this.notifier.announceIfVisible(trx, announced, now);
          const [action, verb] = id === null ? ['create', 'Created'] : ['update', 'Edited'];
          const summary = `${verb} "${row.name}"${note}`;
          await this.activity.on(trx).record(caller, 'solution', action, solutionId, summary);
          const added = imageRows.length ? `, ${imageCount(imageRows.length)} added` : '';
          await this.revisions.on(trx).record(solutionId, caller.userId, `${summary}${added}`);
          const event = id === null ? 'solution.created' : 'solution.updated';
          await this.webhooks.solution(trx, event, { id: solutionId, name: row.name, status: values.status }, now);
          return solutionId;
        }),
      log,
    );
    return this.reader.detail(caller, savedId);
  }

  /**
   * Moves the solution to the trash (docs/decisions/0154): it leaves every listing at once (the
   * catalogue version moves with the row) and keeps its images, links and revisions.
   */
  async remove(caller: Caller, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const current = await this.repo.on(trx).findRow(id);
      if (!current || !(await this.repo.on(trx).moveToTrash(id, caller.userId, nowIso())))
        throw notFound(coded('server.solutionNotFound'));
      await this.activity.on(trx).record(caller, 'solution', 'delete', id, `Deleted "${current.name}"`);
      await this.webhooks.solution(trx, 'solution.deleted', current, nowIso());
    });
  }

  /**
   * Writes `version` back over the solution as a new revision (docs/decisions/0153): its fields,
   * its lookup values and its images that are still stored. Refused, naming it, when one of its
   * lookup values has been deleted since.
   */
  async restoreVersion(caller: Caller, id: number, version: RevisionSolution, revisionId: number) {
    if (!(await this.repo.findRow(id))) throw notFound(coded('server.solutionNotFound'));
    for (const [kind, table] of VERSION_LOOKUPS) {
      const value = version[kind];
      const values = value === null ? [] : Array.isArray(value) ? value : [value];
      const found = await this.repo.existingIds(
        table,
        values.map((v) => v.id),
      );
      const gone = values.find((v) => !found.has(v.id));
      if (gone) throw conflict(coded('admin.restoreLookupDeleted', { kind, name: gone.name }));
    }
    const values = parseSolutionForm(versionInput(version));
    const row = toRow(values);
    await this.repo.transaction(async (trx) => {
      const now = nowIso();
      if (!(await this.repo.on(trx).updateSolution(id, row, now))) throw notFound(coded('server.solutionNotFound'));
      await this.repo.on(trx).replaceLinks(id, toLinks(values));
      await this.images.on(trx).arrange(
        id,
        version.images.map((image) => image.id),
        now,
      );
      const announced = { id, name: row.name, status: values.status, description: row.description };
      await this.notifier.announceIfVisible(trx, announced, now);
      const summary = `Restored version ${revisionId} of "${row.name}"`;
      await this.activity.on(trx).record(caller, 'solution', 'restore', id, summary);
      await this.revisions.on(trx).record(id, caller.userId, summary);
      await this.webhooks.solution(trx, 'solution.updated', { id, name: row.name, status: values.status }, now);
    });
    return this.reader.detail(caller, id);
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
