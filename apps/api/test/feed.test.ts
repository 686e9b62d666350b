import { FEED_SIZE, SOLUTION_STATUS_IDS } from '@catalog/shared';
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed } from 'feedsmith';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const SITE = 'http://catalog.test';
const HIDDEN_FROM_VISITORS = SOLUTION_STATUS_IDS.filter((s) => s !== 'release_public');
/** A name and a description with everything XML has to escape, plus emoji and a control character. */
const SPECIAL_NAME = `Tides & <Waves> "Ocean" 'Reef' 🌊`;
const SPECIAL_DESCRIPTION = '<p>Flood <b>maps</b> &amp; alerts 🌊\u0007</p><script>steal()</script>';

interface Linked {
  links?: Array<{ href?: string; rel?: string; type?: string }>;
}
const linkOf = (links: Linked['links'], rel: string) => links?.find((l) => l.rel === rel);

describe.each(testDatabases)('GET /feed.xml on %s', (kind) => {
  const t = useTestApp(kind);
  let agri: number;
  let drone: number;
  /** Public solutions, newest first. */
  let publicIds: number[] = [];
  let agriIds: number[] = [];
  let specialId: number;
  const hiddenIds: number[] = [];
  const auth: Record<'user' | 'admin', Record<string, string>> = { user: {}, admin: {} };

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    agri = await f.lookup('industries', 'Agri & Fish');
    drone = await f.lookup('technologies', 'Drone <UAV>');
    // More public solutions than a feed holds, every fifth in one industry.
    for (let n = 1; n <= FEED_SIZE + 5; n++) {
      const inAgri = n % 5 === 0;
      const id = await f.solution({
        name: `Public ${String(n).padStart(2, '0')}`,
        description: `<p>Solution number ${n}</p>`,
        industryIds: inAgri ? [agri] : [],
        technologyIds: [drone],
      });
      publicIds.unshift(id);
      if (inAgri) agriIds.unshift(id);
    }
    specialId = await f.solution({ name: SPECIAL_NAME, description: SPECIAL_DESCRIPTION, industryIds: [agri] });
    publicIds = [specialId, ...publicIds];
    agriIds = [specialId, ...agriIds];
    // Newer than every public one, and matching every query above: only visibility keeps them out.
    for (const status of HIDDEN_FROM_VISITORS) {
      hiddenIds.push(
        await f.solution({
          name: `Hidden ${status}`,
          status,
          description: 'Flood maps',
          industryIds: [agri],
          technologyIds: [drone],
        }),
      );
    }
    auth.user = (await createUserWithToken(t.app)).auth;
    auth.admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
  });

  const fetchFeed = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/feed.xml${query ? `?${query}` : ''}`, headers });

  async function feed(query = '', headers: Record<string, string> = {}) {
    const res = await fetchFeed(query, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    // Well-formed, which the feed parser below would not insist on.
    expect(XMLValidator.validate(res.body)).toBe(true);
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot carry
    expect(res.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    return parseAtomFeed(res.body);
  }
  const entryIds = (parsed: { entries?: Linked[] }) =>
    (parsed.entries ?? []).map((e) => Number(new URL(linkOf(e.links, 'alternate')!.href!).pathname.split('/').pop()));

  it(`holds the newest ${FEED_SIZE} public solutions, newest first, each linked to its page`, async () => {
    const parsed = await feed();
    expect(parsed.title?.value).toBe('Solution Catalog');
    expect(parsed.id).toBe(`${SITE}/feed.xml`);
    expect(linkOf(parsed.links, 'self')?.href).toBe(`${SITE}/feed.xml`);
    expect(linkOf(parsed.links, 'alternate')).toMatchObject({ href: `${SITE}/solutions`, type: 'text/html' });
    const entries = parsed.entries ?? [];
    expect(entries).toHaveLength(FEED_SIZE);
    expect(entryIds(parsed)).toEqual(publicIds.slice(0, FEED_SIZE));
    for (const entry of entries) {
      const link = linkOf(entry.links, 'alternate')!;
      expect(link.href).toMatch(new RegExp(`^${SITE}/solution/\\d+$`));
      expect(entry.id).toBe(link.href);
      expect(Date.parse(String(entry.updated))).not.toBeNaN();
    }
    // The feed changed when its newest entry did.
    expect(parsed.updated).toBe(entries[0]!.updated);
    expect(entries[1]!.summary?.value).toMatch(/^Solution number \d+$/);
  });

  it('follows the list query: filters, search and order narrow it, and its links carry the query', async () => {
    const byName = await feed(`industry_group=${agri}&order_by=-name`);
    const list = await t.app.inject({
      url: `/api/catalog/solution?industry_group=${agri}&order_by=-name&page_size=100`,
    });
    const listed = list.json().data.map((s: { id: number }) => s.id);
    expect(entryIds(byName)).toEqual(listed);
    expect(new Set(listed)).toEqual(new Set(agriIds));
    expect(byName.title?.value).toBe('Solution Catalog: Industry: Agri & Fish; sorted by Name, descending');
    expect(linkOf(byName.links, 'self')?.href).toBe(`${SITE}/feed.xml?industry_group=${agri}&order_by=-name`);
    expect(linkOf(byName.links, 'alternate')?.href).toBe(`${SITE}/solutions?industry_group=${agri}&order_by=-name`);

    // A search keeps the feed's newest-first order; the query is written in its plain form.
    const searched = await feed(`search=%20flood%20&technology=0${drone},${drone}&industry_group=`);
    expect(entryIds(searched)).toEqual([]);
    const flood = await feed('search=flood');
    expect(entryIds(flood)).toEqual([specialId]);
    expect(flood.title?.value).toBe('Solution Catalog: “flood”');
    expect(linkOf(searched.links, 'self')?.href).toBe(`${SITE}/feed.xml?technology=${drone}&search=flood`);
    expect(searched.id).toBe(`${SITE}/feed.xml?technology=${drone}&search=flood`);
    expect(Date.parse(String(searched.updated))).not.toBeNaN();
  });

  it('keeps names and descriptions exact: markup characters, quotes and emoji', async () => {
    const parsed = await feed(`industry_group=${agri}`);
    const special = (parsed.entries ?? []).find((e) => e.id === `${SITE}/solution/${specialId}`)!;
    expect(special.title?.value).toBe(SPECIAL_NAME);
    // Plain text of the description: no tags, no script, entities decoded, the control character gone.
    expect(special.summary?.value).toBe('Flood maps & alerts 🌊');
  });

  it('never holds a status visitors may not see, whoever asks and whatever the query', async () => {
    const queries = ['', `industry_group=${agri}`, 'search=flood', `status=${HIDDEN_FROM_VISITORS.join(',')}`];
    for (const query of queries) {
      const asVisitor = await fetchFeed(query);
      for (const headers of [auth.user, auth.admin]) {
        const signedIn = await fetchFeed(query, headers);
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.body, query).toBe(asVisitor.body);
      }
      const ids = entryIds(parseAtomFeed(asVisitor.body));
      expect(
        ids.filter((id) => hiddenIds.includes(id)),
        query,
      ).toEqual([]);
      expect(asVisitor.body).not.toContain('Hidden');
    }
    // The signed-in list does show them: the feed, not the data, keeps them out.
    const adminList = await t.app.inject({ url: '/api/catalog/solution?search=flood', headers: auth.admin });
    expect(adminList.json().pagination.total).toBe(1 + hiddenIds.length);
  });

  it('shows a write on the next request, and answers 304 until then', async () => {
    const first = await fetchFeed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const same = await fetchFeed('', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    const later = new Date(Date.parse('2030-01-01T00:00:00.000Z')).toISOString();
    const [hidden] = hiddenIds;
    await t.db.kysely
      .updateTable('solutions')
      .set({ status: 'release_public', name: 'Now Public', updated_at: later })
      .where('id', '=', hidden!)
      .execute();
    const changed = await fetchFeed('', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const parsed = parseAtomFeed(changed.body);
    expect(entryIds(parsed)[0]).toBe(hidden);
    expect(parsed.entries?.[0]?.title?.value).toBe('Now Public');
    expect(parsed.entries?.[0]?.updated).toBe(later);
    expect(parsed.updated).toBe(later);
    expect(parsed.entries).toHaveLength(FEED_SIZE);

    await t.db.kysely.updateTable('solutions').set({ status: 'development' }).where('id', '=', hidden!).execute();
    expect(entryIds(await feed())).not.toContain(hidden);
  });

  it.each([
    ['technology=abc', 'technology'],
    ['order_by=newest', 'order_by'],
    ['status=draft', 'status'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with the list 400', async (query, field) => {
    const res = await fetchFeed(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().errors).toHaveProperty(field);
    const list = await t.app.inject({ url: `/api/catalog/solution?${query}` });
    expect(res.json()).toEqual(list.json());
  });
});
