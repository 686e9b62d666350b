import {
  type CodedMessage,
  coded,
  fieldMessages,
  type ImportQuery,
  type ImportReport,
  type ImportRow,
  type LookupKind,
  lookupNameBody,
  SIGNED_IN_VISIBLE_STATUSES,
  solutionForm,
  type SolutionFormValues,
} from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import type { Executor } from '../../db/repository.ts';
import type { Caller } from '../../lib/caller.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { RevisionsRepository } from '../revisions/revisions.repository.ts';
import type { WebhookRecorder } from '../webhooks/webhook-recorder.ts';
import type { CatalogImportRepository, ExistingSolution } from './catalog-import.repository.ts';
import { type ImportRecord, type NamedList } from './catalog-import-records.ts';
import { toLinks, toRow } from './solution-write.ts';
import type { SolutionsAdminRepository } from './solutions-admin.repository.ts';

/** The lookup list behind each name a row gives, and the form field that takes its ids. */
const NAMED: ReadonlyArray<{ key: 'contributor' | 'sector' | NamedList; kind: LookupKind; formField: string }> = [
  { key: 'contributor', kind: 'contributor', formField: 'contributor_id' },
  { key: 'sector', kind: 'sector', formField: 'sector_id' },
  { key: 'industries', kind: 'industry', formField: 'industry_ids' },
  { key: 'technologies', kind: 'technology', formField: 'technology_ids' },
  { key: 'patterns_of_use', kind: 'pattern_of_use', formField: 'pattern_of_use_ids' },
  { key: 'arcgis_products', kind: 'arcgis_product', formField: 'arcgis_product_ids' },
];
/** A form field's name as the file names it, for the report. */
const FILE_FIELD = Object.fromEntries(NAMED.map((n) => [n.formField, n.key])) as Record<string, string>;
/** Stands for a lookup value a dry run would create: an id the form's rules accept. */
const TO_BE_CREATED = 999_999_999;

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** What the catalogue holds that a plan is made against. */
interface Catalogue {
  lookups: Map<LookupKind, Map<string, number>>;
  byId: Map<number, ExistingSolution>;
  byName: Map<string, ExistingSolution[]>;
}

/** A row that will be written: over `id` when it updates, else under `newId` (or a new id). */
interface Write {
  row: number;
  update: boolean;
  id: number | null;
  values: SolutionFormValues;
}

interface Plan {
  rows: ImportRow[];
  writes: Write[];
  /** Lookup values rows name that do not exist, by list (create_lookups=1). */
  missing: Map<LookupKind, Map<string, string>>;
}

type Refusal = { message: CodedMessage; fields?: Record<string, CodedMessage> };

function refusedRow(row: number, refusal: Refusal, extra: Partial<ImportRow>): ImportRow {
  const fields = refusal.fields;
  const detail = fields
    ? `: ${Object.entries(fields)
        .map(([f, m]) => `${f}: ${m.message}`)
        .join('; ')}`
    : '';
  return {
    row,
    action: 'refuse',
    ...extra,
    reason: `${refusal.message.message}${detail}`,
    code: refusal.message.code,
    params: { ...refusal.message.params },
    ...(fields && { fields }),
  };
}

/** A solution_id as the file gives it: none, a valid id, or not an id at all. */
function idOf(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value).trim();
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : 'invalid';
}

function namesOf(value: unknown): unknown[] | 'invalid' {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  return Array.isArray(value) ? value : 'invalid';
}

/**
 * Bulk import (docs/decisions/0176): each row is checked by the solution form's own rules
 * (`solutionForm` of @catalog/shared) after its lookup names are turned into ids, and matched to a
 * solution by its id, else by its name. Applying writes every accepted row, with its revision,
 * in one transaction, and records each row's `solution.created` or `.updated` webhook event (with
 * `imported: true`) in that transaction as a form's save does (docs/decisions/0191).
 */
export class CatalogImportService {
  constructor(
    private readonly repo: CatalogImportRepository,
    private readonly solutions: SolutionsAdminRepository,
    private readonly activity: ActivityRepository,
    private readonly revisions: RevisionsRepository,
    private readonly webhooks: WebhookRecorder,
  ) {}

  /** `onWritten` hears each solution written (the command line's progress bar). */
  async run(
    caller: Caller,
    records: ImportRecord[],
    options: ImportQuery,
    onWritten?: () => void,
  ): Promise<ImportReport> {
    const plan = this.plan(records, await this.catalogue(this.repo), options.create_lookups);
    const report = (applied: boolean, p: Plan = plan): ImportReport => ({
      created: p.rows.filter((r) => r.action === 'create').length,
      updated: p.rows.filter((r) => r.action === 'update').length,
      refused: p.rows.filter((r) => r.action === 'refuse').length,
      applied,
      rows: p.rows,
    });
    const refusedAny = plan.rows.some((r) => r.action === 'refuse');
    if (options.dry_run || plan.writes.length === 0 || (options.all_or_nothing && refusedAny)) return report(false);
    const done = await this.repo.transaction(async (trx) => {
      for (const [kind, names] of plan.missing)
        for (const name of names.values()) await this.repo.on(trx).insertLookup(kind, name);
      // Planned again inside the transaction, against what it sees, so the ids are real ones.
      const final = this.plan(records, await this.catalogue(this.repo.on(trx)), false);
      if (options.all_or_nothing && final.rows.some((r) => r.action === 'refuse')) return null;
      await this.write(trx, caller, final, onWritten);
      return final;
    });
    return done ? report(true, done) : report(false);
  }

  private async catalogue(repo: CatalogImportRepository): Promise<Catalogue> {
    const lookups = new Map<LookupKind, Map<string, number>>();
    for (const { kind } of NAMED) {
      const values = await repo.lookupValues(kind);
      lookups.set(kind, new Map(values.map((v) => [keyOf(v.name), v.id])));
    }
    const all = await repo.solutions();
    const byName = new Map<string, ExistingSolution[]>();
    for (const s of all) {
      if (s.trashed) continue;
      const list = byName.get(keyOf(s.name));
      if (list) list.push(s);
      else byName.set(keyOf(s.name), [s]);
    }
    return { lookups, byId: new Map(all.map((s) => [s.id, s])), byName };
  }

  private plan(records: ImportRecord[], catalogue: Catalogue, createLookups: boolean): Plan {
    const plan: Plan = { rows: [], writes: [], missing: new Map() };
    const taken = new Map<string, number>();
    records.forEach((record, index) => {
      const row = index + 1;
      const outcome = this.planRow(record, catalogue, createLookups, plan.missing);
      if ('refusal' in outcome) {
        plan.rows.push(refusedRow(row, outcome.refusal, outcome.extra));
        return;
      }
      const { write, key, name } = outcome;
      const earlier = taken.get(key);
      const extra = { ...(write.id !== null && { solution_id: write.id }), name };
      if (earlier !== undefined) {
        plan.rows.push(refusedRow(row, { message: coded('admin.importDuplicate', { row: earlier }) }, extra));
        return;
      }
      taken.set(key, row);
      plan.writes.push({ ...write, row });
      plan.rows.push({ row, action: write.update ? 'update' : 'create', ...extra });
    });
    return plan;
  }

  /** One row's write, or why it is refused. */
  private planRow(
    record: ImportRecord,
    catalogue: Catalogue,
    createLookups: boolean,
    missing: Plan['missing'],
  ): { write: Omit<Write, 'row'>; key: string; name: string } | { refusal: Refusal; extra: Partial<ImportRow> } {
    const fields: Record<string, CodedMessage> = {};
    const input: Record<string, unknown> = { ...record.fields };
    const id = idOf(record.solutionId);
    if (id === 'invalid') fields.solution_id = coded('validation.invalidFormat');
    const extra: Partial<ImportRow> = {
      ...(typeof id === 'number' && { solution_id: id }),
      ...(typeof record.fields.name === 'string' && { name: record.fields.name }),
    };
    const newNames: Array<[LookupKind, string]> = [];
    for (const { key, kind, formField } of NAMED) {
      const names = namesOf(key === 'contributor' || key === 'sector' ? record[key] : record.lists[key]);
      if (names === 'invalid' || names.some((n) => typeof n !== 'string')) {
        fields[key] = coded('validation.invalidFormat');
        continue;
      }
      const ids: number[] = [];
      for (const name of names as string[]) {
        const known = catalogue.lookups.get(kind)!.get(keyOf(name));
        if (known !== undefined) ids.push(known);
        else if (!createLookups) fields[key] ??= coded('admin.importUnknownLookup', { kind, name: name.trim() });
        else {
          const checked = lookupNameBody.safeParse({ name });
          if (!checked.success) fields[key] ??= Object.values(fieldMessages(checked.error))[0]!;
          else {
            newNames.push([kind, checked.data.name]);
            ids.push(TO_BE_CREATED);
          }
        }
      }
      input[formField] = key === 'contributor' || key === 'sector' ? (ids[0] ?? null) : ids;
    }
    const parsed = solutionForm.safeParse(input);
    if (!parsed.success)
      for (const [field, message] of Object.entries(fieldMessages(parsed.error)))
        fields[FILE_FIELD[field] ?? field] ??= message;
    if (Object.keys(fields).length > 0 || !parsed.success)
      return { refusal: { message: coded('admin.importRowInvalid'), fields }, extra };
    const values = parsed.data;
    let target: { update: boolean; id: number | null; key: string };
    if (typeof id === 'number') {
      const existing = catalogue.byId.get(id);
      if (existing?.trashed) return { refusal: { message: coded('admin.importInTrash') }, extra };
      target = { update: existing !== undefined, id, key: `id:${id}` };
    } else {
      const same = catalogue.byName.get(keyOf(values.name)) ?? [];
      if (same.length > 1) return { refusal: { message: coded('admin.importNameAmbiguous') }, extra };
      target = same[0]
        ? { update: true, id: same[0].id, key: `id:${same[0].id}` }
        : { update: false, id: null, key: `name:${keyOf(values.name)}` };
    }
    for (const [kind, name] of newNames) {
      const names = missing.get(kind) ?? new Map<string, string>();
      if (!names.has(keyOf(name))) names.set(keyOf(name), name);
      missing.set(kind, names);
    }
    return { write: { update: target.update, id: target.id, values }, key: target.key, name: values.name };
  }

  /** Writes each planned row as a form's save would, with its revision, and one activity entry. */
  private async write(trx: Executor, caller: Caller, plan: Plan, onWritten?: () => void): Promise<void> {
    const [repo, solutions, revisions, now] = [
      this.repo.on(trx),
      this.solutions.on(trx),
      this.revisions.on(trx),
      nowIso(),
    ];
    let explicitIds = false;
    // One read of the webhook endpoints for every row's events.
    const endpoints = await this.webhooks.endpoints(trx);
    for (const write of plan.writes) {
      const row = toRow(write.values);
      let id: number;
      if (write.update) {
        id = write.id!;
        await revisions.baseline(id);
        await solutions.updateSolution(id, row, now);
      } else if (write.id !== null) {
        id = write.id;
        await repo.insertWithId(id, row, now);
        explicitIds = true;
      } else id = await solutions.insertSolution(row, now);
      await solutions.replaceLinks(id, toLinks(write.values));
      if (SIGNED_IN_VISIBLE_STATUSES.includes(write.values.status)) await repo.markAnnounced(id, now);
      await revisions.record(id, caller.userId, `Imported "${row.name}" (${write.update ? 'updated' : 'created'})`);
      const event = write.update ? 'solution.updated' : 'solution.created';
      const facts = { id, name: row.name, status: row.status };
      await this.webhooks.solution(trx, event, facts, now, { imported: true }, endpoints);
      onWritten?.();
    }
    if (explicitIds) await repo.afterExplicitIds();
    const created = plan.writes.filter((w) => !w.update).length;
    const summary = `Imported ${plan.writes.length} solutions: ${created} created, ${plan.writes.length - created} updated`;
    await this.activity.on(trx).record(caller, 'solution', 'import', null, summary);
  }
}
