import type SQLite from 'better-sqlite3';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import { type Executor, Repository } from '../../../db/repository.ts';
import { FILTER_LINKS, LINK_FILTERS, type LinkFilter } from '../../../db/solution-links.ts';
import type { CatalogVersionRepository } from '../catalog-version.repository.ts';

/** Solutions sharing a status and a contributor (null: none). */
export interface SolutionGroup {
  status: string;
  contributor_id: number | null;
  ids: number[];
}

/** The solutions linked to one lookup value. */
export interface ValueLinks {
  value_id: number;
  ids: number[];
}

export interface CatalogSnapshot {
  version: number;
  solutions: SolutionGroup[];
  /** Every solution id in `lower(name), id` order, as the database collates it. */
  nameOrder: number[];
  /** Every solution id in `created_at, id` order. */
  createdOrder: number[];
  /** Per technology, the dense rank of lower(name): equal lowered names share a rank. */
  technologyKeys: Array<{ id: number; key: number }>;
  /** Per filtered link (industries, technologies, patterns of use), the solutions of each value. */
  links: Record<LinkFilter, ValueLinks[]>;
  /** The solutions of each ArcGIS product (not a filter; related solutions weigh them). */
  products: ValueLinks[];
  /** The synonym sets, each as its normalised terms (docs/decisions/0166). */
  synonyms: string[][];
  /** The values of the lookup lists suggestions offer, by kind (docs/decisions/0167). */
  labels: Record<LabelKind, Array<{ id: number; name: string }>>;
}

/**
 * Takes each listed solution's name and the plain text of its rich fields (`search_text`) as the
 * snapshot reads them, in ascending id order, so the text is never held all at once.
 */
export type TextSink = (id: number, name: string, text: string) => void;

/** Solution rows read per statement while taking the text. */
const TEXT_BATCH = 5000;
/** What the text pass reads of each solution row, trashed ones included (their text left out). */
const TEXT_COLUMNS = `id, status, contributor_id, name,
    case when deleted_at is null then search_text end as text, deleted_at is null as listed`;
/** A row of the text pass on SQLite's native handle, in `TEXT_COLUMNS`' order. */
type NativeTextRow = [
  id: number,
  status: string,
  contributor_id: number | null,
  name: string,
  text: string | null,
  listed: number,
];

/** Files one listed row of the text pass: its id, status, contributor (null: none), name and text. */
type FileRow = (id: number, status: string, contributor: number | null, name: string, text: string) => void;

/** What the index reads of one solution row, in a full build and in a patch alike. */
interface IndexedRow {
  id: number;
  status: string;
  contributor_id: number | null;
  name: string;
  text: string;
}

/** One solution as it is now, for patching the index (docs/decisions/0184). */
export interface ChangedSolution {
  id: number;
  status: string;
  contributor_id: number | null;
  name: string;
  text: string;
  links: Record<LinkFilter, number[]>;
  products: number[];
  /** The unchanged solution just before it in `lower(name), id` order (null: none). */
  afterByName: number | null;
  /** The unchanged solution just before it in `created_at, id` order (null: none). */
  afterByCreated: number | null;
  /** Its place among the changed rows in `created_at, id` order (1 first). */
  createdRank: number;
}

/** What changed between the index's version and `version`, read in one snapshot. */
export interface CatalogPatch {
  version: number;
  /** Every solution some version in between changed: out of the index, and back in if in `rows`. */
  changed: number[];
  /** The changed solutions that are listed now (not deleted), in `lower(name), id` order. */
  rows: ChangedSolution[];
}

/** The lookup lists whose values are suggested, and their tables. */
export const LABEL_TABLES = {
  industry: 'industries',
  technology: 'technologies',
  pattern_of_use: 'patterns_of_use',
  contributor: 'contributors',
} as const;
export type LabelKind = keyof typeof LABEL_TABLES;

/** An aggregate of ids as comma-separated text, optionally in a given order. */
function idList(dialect: DialectName, column: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>) {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return dialect === 'sqlite'
    ? sql<string | null>`group_concat(${column}, ','${order})`
    : sql<string | null>`string_agg(cast(${column} as text), ','${order})`;
}

const parseIds = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

/**
 * The bulk reads the in-memory index is built from (docs/decisions/0070): one statement per
 * table, all in one read transaction so the version and the rows describe the same moment. Link
 * ids arrive aggregated per value (a few hundred rows instead of a row per link), and the orders
 * are ranked by the database itself, so the index sorts names exactly as the SQL path does on
 * whichever database it runs on. Patches read the changed solutions the same way
 * (docs/decisions/0184).
 */
export class CatalogIndexRepository extends Repository {
  /** On SQLite, the text pass's statement on the native handle (`nativeTexts`). */
  private nativeBatch: SQLite.Statement<[number, number], NativeTextRow> | null = null;

  constructor(
    db: Executor,
    private readonly dialect: DialectName,
    private readonly versions: CatalogVersionRepository,
    private readonly sqlite?: SQLite.Database,
  ) {
    super(db);
  }

  /**
   * The changes after version `since` up to the current version, with the changed solutions' rows
   * (docs/decisions/0184); null when the record of changes does not cover every version in between
   * (a lookup or synonym changed, or old rows were pruned) or names more than `maxChanged`
   * solutions: then only a rebuild will do.
   */
  changesSince(since: number, maxChanged: number): Promise<CatalogPatch | null> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const version = await this.versions.on(trx).current();
        if (version <= since) return { version, changed: [], rows: [] };
        const { rows } = await sql<{ version: number; solution_id: number }>`select version, solution_id
            from catalog_changes where version > ${since} and version <= ${version}`.execute(trx);
        if (new Set(rows.map((r) => Number(r.version))).size !== version - since) return null;
        const changed = [...new Set(rows.map((r) => Number(r.solution_id)))].sort((a, b) => a - b);
        if (changed.length > maxChanged) return null;
        return { version, changed, rows: changed.length ? await changedRows(trx, this.dialect, changed) : [] };
      });
  }

  snapshot(text: TextSink): Promise<CatalogSnapshot> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        // On PostgreSQL a second connection reads the orders and links in this transaction's
        // snapshot while this one hands the text on (docs/decisions/0201): the database sorts and
        // aggregates on one core while the engine files words on the other.
        const parallel =
          this.dialect === 'postgres' ? await this.inSameSnapshot(trx, (other) => this.rest(other)) : null;
        void parallel?.result.catch(() => undefined);
        const version = await this.versions.on(trx).current();
        const { listed, groups } = await this.texts(trx, text);
        const rest = await (parallel?.result ?? this.rest(trx));
        const keep = (ids: number[]) => ids.filter((id) => listed.has(id));
        return {
          ...rest,
          version,
          solutions: [...groups.values()],
          nameOrder: keep(rest.nameOrder),
          createdOrder: keep(rest.createdOrder),
        };
      });
  }

  /**
   * Starts `read` in a transaction of its own on another connection that sees what `trx` sees:
   * `trx` exports its snapshot, which must be its first statement, and the other imports it.
   */
  private async inSameSnapshot<T>(
    trx: Executor,
    read: (other: Executor) => Promise<T>,
  ): Promise<{ result: Promise<T> }> {
    const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
    const snapshot = rows[0]!.snapshot;
    const result = this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (other) => {
        await sql`set transaction snapshot ${sql.lit(snapshot)}`.execute(other);
        return read(other);
      });
    return { result };
  }

  /**
   * One pass over the wide solution rows, in batches, handing each listed row's text on: the
   * listed ids, grouped by status and contributor.
   */
  private async texts(trx: Executor, text: TextSink) {
    const listed = new Set<number>();
    const groups = new Map<string, SolutionGroup>();
    const file: FileRow = (id, status, contributor, name, rowText) => {
      listed.add(id);
      const key = `${status} ${contributor}`;
      const group = groups.get(key);
      if (group) group.ids.push(id);
      else groups.set(key, { status, contributor_id: contributor, ids: [id] });
      text(id, name, rowText);
    };
    if (this.sqlite?.inTransaction) this.nativeTexts(this.sqlite, file);
    else await this.kyselyTexts(trx, file);
    return { listed, groups };
  }

  /**
   * The rows through Kysely. Each batch is a range of the primary key, trashed rows included and
   * skipped here: with `deleted_at is null` in the query, PostgreSQL without statistics (a table
   * just filled) planned a bitmap scan and a sort on disk per batch, 2.7 s at 100,000 against 0.85 s.
   */
  private async kyselyTexts(trx: Executor, file: FileRow) {
    const batchAfter = (after: number) =>
      sql<IndexedRow & { listed: boolean | number }>`select ${sql.raw(TEXT_COLUMNS)}
          from solutions where id > ${after} order by id limit ${TEXT_BATCH}`.execute(trx);
    for (let batch = batchAfter(0); ;) {
      const { rows } = await batch;
      const more = rows.length === TEXT_BATCH;
      // The next batch is asked for before this one is filed, so the database reads and sends
      // it while the engine files these words (docs/decisions/0213).
      if (more) {
        batch = batchAfter(Number(rows.at(-1)!.id));
        void batch.catch(() => undefined);
      }
      for (const row of rows) {
        if (!row.listed) continue;
        const contributor = row.contributor_id === null ? null : Number(row.contributor_id);
        file(Number(row.id), row.status, contributor, row.name, row.text);
      }
      if (!more) return;
    }
  }

  /**
   * On SQLite, the same rows on the native handle, inside the snapshot's transaction (which holds
   * the one connection, so nothing else runs on it meanwhile), each row as an array: no row
   * object and no trip through Kysely per batch (docs/decisions/0222).
   */
  private nativeTexts(sqlite: SQLite.Database, file: FileRow) {
    this.nativeBatch ??= sqlite
      .prepare<[number, number], NativeTextRow>(
        `select ${TEXT_COLUMNS} from solutions where id > ? order by id limit ?`,
      )
      .raw(true);
    for (let after = 0; ;) {
      const rows = this.nativeBatch.all(after, TEXT_BATCH);
      for (const [id, status, contributor, name, text, listed] of rows)
        if (listed) file(id, status, contributor, name, text!);
      if (rows.length < TEXT_BATCH) return;
      after = rows.at(-1)![0];
    }
  }

  /**
   * Everything else the index is built from. The two orders hold every row, trashed ones too (the
   * caller keeps the listed): they come from their own indexes, which on SQLite cover them, so the
   * rows are not read again.
   */
  private async rest(trx: Executor) {
    const list = (column: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>) => idList(this.dialect, column, orderBy);
    const order = async (by: RawBuilder<unknown>) => {
      const { rows } = await sql<{ id: number }>`select id from solutions order by ${by}`.execute(trx);
      return rows.map((row) => Number(row.id));
    };
    const nameOrder = await order(sql`lower(name), id`);
    const createdOrder = await order(sql`created_at, id`);
    const technologies = sql.table(FILTER_LINKS.technology.lookup);
    const technologyKeys = await sql<{ id: number; key: number }>`select id,
        dense_rank() over (order by lower(name)) as key from ${technologies}`.execute(trx);
    const links = {} as Record<LinkFilter, ValueLinks[]>;
    for (const group of LINK_FILTERS) {
      const { table, column } = FILTER_LINKS[group];
      const { rows } = await sql<{ value_id: number; ids: string }>`select ${sql.ref(column)} as value_id,
          ${list(sql`solution_id`)} as ids from ${sql.table(table)} group by ${sql.ref(column)}`.execute(trx);
      links[group] = rows.map((r) => ({ value_id: Number(r.value_id), ids: parseIds(r.ids) }));
    }
    const products = await sql<{ value_id: number; ids: string }>`select product_id as value_id,
        ${list(sql`solution_id`)} as ids from solution_products group by product_id`.execute(trx);
    const terms = await sql<{ set_id: number; term: string }>`select set_id, term from synonym_terms
        order by set_id, position`.execute(trx);
    const labels = {} as CatalogSnapshot['labels'];
    for (const [kind, table] of Object.entries(LABEL_TABLES) as Array<[LabelKind, string]>) {
      const { rows } = await sql<{ id: number; name: string }>`select id, name from ${sql.table(table)}
          order by id`.execute(trx);
      labels[kind] = rows.map((r) => ({ id: Number(r.id), name: r.name }));
    }
    const sets = new Map<number, string[]>();
    for (const t of terms.rows) {
      const set = sets.get(Number(t.set_id));
      if (set) set.push(t.term);
      else sets.set(Number(t.set_id), [t.term]);
    }
    return {
      nameOrder,
      createdOrder,
      technologyKeys: technologyKeys.rows.map((t) => ({ id: Number(t.id), key: Number(t.key) })),
      links,
      products: products.rows.map((r) => ({ value_id: Number(r.value_id), ids: parseIds(r.ids) })),
      synonyms: [...sets.values()],
      labels,
    };
  }
}

/**
 * The listed rows among `ids` with their links, and where each goes in the two orders the database
 * collates: after the nearest unchanged row before it (index-assisted: `lower(name)` and
 * `created_at` are indexed, and a row's id breaks ties as in the snapshot's orders).
 */
async function changedRows(trx: Executor, dialect: DialectName, ids: number[]): Promise<ChangedSolution[]> {
  const list = sql.join(ids);
  // SQLite would walk the index of `deleted_at` (null for nearly every row) and sort; the unary
  // plus keeps it on the index of the order instead, reading from the row's place backwards.
  const listed = dialect === 'sqlite' ? sql`+s.deleted_at is null` : sql`s.deleted_at is null`;
  const { rows } = await sql<
    IndexedRow & {
      after_name: number | null;
      after_created: number | null;
      created_rank: number;
    }
  >`select c.id, c.status, c.contributor_id, c.name, c.search_text as text,
      (select s.id from solutions s where ${listed} and s.id not in (${list})
        and lower(s.name) <= lower(c.name) and (lower(s.name) < lower(c.name) or s.id < c.id)
        order by lower(s.name) desc, s.id desc limit 1) as after_name,
      (select s.id from solutions s where ${listed} and s.id not in (${list})
        and s.created_at <= c.created_at and (s.created_at < c.created_at or s.id < c.id)
        order by s.created_at desc, s.id desc limit 1) as after_created,
      row_number() over (order by c.created_at, c.id) as created_rank
    from solutions c where c.deleted_at is null and c.id in (${list})
    order by lower(c.name), c.id`.execute(trx);
  const linked = async (table: string, column: string) => {
    const out = new Map<number, number[]>();
    const { rows: links } = await sql<{ solution_id: number; value_id: number }>`select solution_id,
        ${sql.ref(column)} as value_id from ${sql.table(table)} where solution_id in (${list})`.execute(trx);
    for (const l of links) {
      const values = out.get(Number(l.solution_id));
      if (values) values.push(Number(l.value_id));
      else out.set(Number(l.solution_id), [Number(l.value_id)]);
    }
    return out;
  };
  const links = {} as Record<LinkFilter, Map<number, number[]>>;
  for (const group of LINK_FILTERS) links[group] = await linked(FILTER_LINKS[group].table, FILTER_LINKS[group].column);
  const products = await linked('solution_products', 'product_id');
  const orNull = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      status: r.status,
      contributor_id: orNull(r.contributor_id),
      name: r.name,
      text: r.text,
      links: Object.fromEntries(LINK_FILTERS.map((g) => [g, links[g].get(id) ?? []])) as Record<LinkFilter, number[]>,
      products: products.get(id) ?? [],
      afterByName: orNull(r.after_name),
      afterByCreated: orNull(r.after_created),
      createdRank: Number(r.created_rank),
    };
  });
}
