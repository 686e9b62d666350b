import fc from 'fast-check';
import { endpoints, type Role, SOLUTION_STATUS_IDS, solutionSummary } from '@catalog/shared';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { compiledSerializer, serializerSchema } from '../src/lib/compiled-serializer.ts';
import {
  emptyPageTotal,
  type ListPage,
  listPageObjects,
  writeListPage,
} from '../src/modules/solutions/solution-list-json.ts';

/**
 * Whether V8 holds `text` one byte per character: its serialiser tags such a string '"' and a
 * two-byte one 'c', after the two bytes of its header.
 */
const storedOneBytePerCharacter = (text: string) => serialize(text)[2] === '"'.charCodeAt(0);

const listSchema = endpoints.listSolutions.responses[200];
const detailSchema = endpoints.getSolution.responses[200];

/** Any text, markup, quotes, escapes and lone surrogates included. */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('<mark>a</mark> & "b" \\ \n\t', '\u2028\u2029', '\ud800x'),
);
const int = fc.integer({ min: -(2 ** 31), max: 2 ** 31 });
const lookup = fc.record({ id: int, name: text });
const image = fc.record({
  id: int,
  image_url: text,
  thumbnail_url: text,
  name: text,
  width: int,
  height: int,
  variants: fc.array(
    fc.record({
      url: text,
      width: int,
      height: int,
      type: fc.constantFrom('image/avif' as const, 'image/webp' as const),
    }),
    { maxLength: 3 },
  ),
});
const summary = {
  id: int,
  solution_id: int,
  name: text,
  description: text,
  image_url: fc.option(text, { nil: null }),
  images: fc.array(image, { maxLength: 2 }),
  industry: fc.array(lookup, { maxLength: 3 }),
  technology: fc.array(lookup, { maxLength: 3 }),
  contributor: fc.option(lookup, { nil: null }),
  created_at: text,
};
const optional = {
  status: fc.constantFrom(...SOLUTION_STATUS_IDS),
  highlight: fc.record({ name: text, description: text }),
};
const facetCounts = fc.array(fc.record({ id: fc.oneof(int, text), count: int }), { maxLength: 4 });
const list = fc.record(
  {
    data: fc.array(fc.record({ ...summary, ...optional }, { requiredKeys: Object.keys(summary) as never }), {
      maxLength: 4,
    }),
    pagination: fc.record({ total: int, page: int, page_size: int, total_pages: int }),
    facets: fc.record({
      industry_group: facetCounts,
      technology: facetCounts,
      status: facetCounts,
      contributor: facetCounts,
      pattern_of_use: facetCounts,
    }),
  },
  { requiredKeys: ['data', 'pagination'] },
);

describe('answers written from their response schema (docs/decisions/0197)', () => {
  const writeList = compiledSerializer(listSchema);

  it('writes a list answer as its parse and JSON.stringify do, up to the order of optional fields', () => {
    fc.assert(
      fc.property(list, (answer) => {
        const written = writeList(answer as never);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(listSchema.parse(answer))));
        // Lone surrogates are escaped, as JSON.stringify escapes them, and so is every character
        // past ASCII, in a string V8 stores one byte per character (docs/decisions/0211).
        expect(/[\u0080-\uffff]/.test(written)).toBe(false);
        expect(storedOneBytePerCharacter(written)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out every field the schema does not declare, at every depth', () => {
    const card = {
      id: 1,
      solution_id: 1,
      name: 'Peta',
      description: 'Banjir',
      image_url: null,
      images: [],
      industry: [{ id: 2, name: 'Energy', solution_id: 1 }],
      technology: [],
      contributor: { id: 3, name: 'Esri' },
      created_at: '2026-01-01',
      search_text: 'secret',
      hardware: { cpu_core: 4 },
    };
    const answer = { data: [card], pagination: { total: 1, page: 1, page_size: 20, total_pages: 1 }, debug: true };
    const written = JSON.parse(writeList(answer as never));
    expect(written).toEqual(JSON.parse(JSON.stringify(listSchema.parse(answer))));
    expect(written).not.toHaveProperty('debug');
    expect(written.data[0]).not.toHaveProperty('search_text');
    expect(written.data[0]).not.toHaveProperty('hardware');
    expect(written.data[0].industry[0]).toEqual({ id: 2, name: 'Energy' });
    // A value that may also be null is trimmed to its schema as well (docs/decisions/0214).
    const overfull = { ...answer, data: [{ ...card, contributor: { id: 3, name: 'Esri', email: 'x@example.org' } }] };
    const trimmed = JSON.parse(writeList(overfull as never));
    expect(trimmed).toEqual(JSON.parse(JSON.stringify(listSchema.parse(overfull))));
    expect(trimmed.data[0].contributor).toEqual({ id: 3, name: 'Esri' });
  });

  it('tells the branches of a nullable or many-typed field apart without a validator (docs/decisions/0214)', () => {
    for (const schema of [listSchema, detailSchema, solutionSummary]) {
      const compiled = JSON.stringify(serializerSchema(schema));
      expect(compiled).not.toMatch(/"(anyOf|oneOf|if)":/);
    }
    const page = { data: [], pagination: { total: 0, page: 1, page_size: 20, total_pages: 0 } };
    const facets = (id: unknown) => ({
      ...page,
      facets: { industry_group: [], technology: [], contributor: [], pattern_of_use: [], status: [{ id, count: 1 }] },
    });
    expect(JSON.parse(writeList(facets(7) as never)).facets.status[0].id).toBe(7);
    expect(JSON.parse(writeList(facets('review') as never)).facets.status[0].id).toBe('review');
    // A value of neither type is refused, as the schema's parse refuses it.
    expect(() => writeList(facets(true) as never)).toThrow();
    expect(() => writeList(facets({ id: 1 }) as never)).toThrow();
  });

  it('writes a solution page as its parse and JSON.stringify do, with and without the fields a role hides', () => {
    const writeDetail = compiledSerializer(detailSchema);
    const detail = fc.record(
      {
        ...summary,
        status: optional.status,
        feature: text,
        benefit: text,
        challenge: text,
        creator: text,
        sector: fc.option(lookup, { nil: null }),
        pattern_of_use: fc.array(lookup, { maxLength: 2 }),
        arcgis_product: fc.array(fc.record({ id: int, name: text, image: fc.option(text, { nil: null }) }), {
          maxLength: 2,
        }),
        hardware: fc.record({ cpu_core: int, ram: int, storage: int, gpu: int }),
        video_url: text,
        pdf_url: text,
        storymap_url: text,
        application_demo_url: text,
        presentation_url: text,
        repository_url: text,
        updated_at: text,
      },
      {
        requiredKeys: [
          ...(Object.keys(summary) as never[]),
          'feature',
          'benefit',
          'challenge',
          'creator',
          'sector',
          'pattern_of_use',
          'arcgis_product',
          'video_url',
          'pdf_url',
          'updated_at',
        ] as never,
      },
    );
    fc.assert(
      fc.property(detail, (data) => {
        const written = writeDetail({ data } as never);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(detailSchema.parse({ data }))));
      }),
      { numRuns: 200 },
    );
  });

  it("writes a list page from each card's kept JSON exactly as the list answer, for every role (docs/decisions/0205)", () => {
    const writeList = compiledSerializer(listSchema);
    const roles: Role[] = ['visitor', 'user', 'admin'];
    const page = fc.record(
      {
        cards: fc.array(fc.record({ ...summary, status: optional.status }), { maxLength: 4 }),
        // No search; one highlight object shared by every card; one of its own per card (as the index makes them).
        searched: fc.constantFrom('none', 'shared', 'own'),
        highlight: optional.highlight,
        pagination: fc.record({ total: int, page: int, page_size: int, total_pages: int }),
        facets: list.map((answer) => answer.facets),
      },
      { requiredKeys: ['cards', 'searched', 'highlight', 'pagination'] },
    );
    fc.assert(
      fc.property(page, ({ cards, searched, highlight, pagination, facets }) => {
        const listPage: ListPage = {
          cards: cards as never,
          highlights: searched === 'none' ? null : cards.map(() => (searched === 'own' ? { ...highlight } : highlight)),
          pagination,
          ...(facets && { facets }),
        };
        // The same card objects for every role, in turns, as a remembered card is read by each.
        for (const role of [...roles, ...roles.toReversed()]) {
          expect(writeListPage(listPage, role)).toBe(writeList(listPageObjects(listPage, role)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads the total of a written page without cards from its first bytes, and no total from a page with cards', () => {
    const page = fc.record({
      cards: fc.array(fc.record({ ...summary, status: optional.status }), { maxLength: 2 }),
      total: fc.nat(),
      facets: fc.option(
        list.map((answer) => answer.facets),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(page, ({ cards, total, facets }) => {
        const pagination = { total, page: 3, page_size: 20, total_pages: Math.ceil(total / 20) };
        const body = writeListPage(
          { cards: cards as never, highlights: null, pagination, ...(facets && { facets }) },
          'visitor',
        );
        expect(emptyPageTotal(body)).toBe(cards.length === 0 ? total : null);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps a card's JSON apart per role: what an admin read never reaches a visitor", () => {
    const card = {
      id: 7,
      solution_id: 7,
      name: 'Peta banjir',
      description: 'Pemantauan',
      status: 'development' as const,
      image_url: null,
      images: [],
      industry: [],
      technology: [],
      contributor: null,
      created_at: '2026-01-01',
    };
    const listPage: ListPage = {
      cards: [card],
      highlights: null,
      pagination: { total: 1, page: 1, page_size: 20, total_pages: 1 },
    };
    expect(JSON.parse(writeListPage(listPage, 'admin')).data[0].status).toBe('development');
    expect(JSON.parse(writeListPage(listPage, 'visitor')).data[0]).not.toHaveProperty('status');
    expect(JSON.parse(writeListPage(listPage, 'admin')).data[0].status).toBe('development');
  });
});
