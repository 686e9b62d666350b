import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, type FilePart, gif, jpeg, multipart, png, sendForm } from './helpers/upload.ts';

describe.each(testDatabases)('contributor API: solutions on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let ids: {
    contributors: number[];
    sectors: number[];
    industries: number[];
    technologies: number[];
    patterns: number[];
    products: number[];
  };

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    user = (await createUserWithToken(t.app)).auth;
    const f = new CatalogFixtures(t.db.kysely);
    ids = {
      contributors: await f.lookups('contributors', ['Ani Wijaya', 'Budi Santoso']),
      sectors: await f.lookups('sectors', ['Public Sector', 'Private Sector']),
      industries: await f.lookups('industries', ['Agriculture', 'Utilities', 'Fisheries']),
      technologies: await f.lookups('technologies', ['IoT', 'Remote Sensing', 'Drone/UAV']),
      patterns: await f.lookups('patterns_of_use', ['Monitoring', 'Planning']),
      products: [await f.product('ArcGIS Pro'), await f.product('ArcGIS Online'), await f.product('ArcGIS Field Maps')],
    };
  });

  const uploads = () =>
    readdirSync(t.config.uploadDir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  const safeUploads = () => {
    try {
      return uploads();
    } catch {
      return [];
    }
  };

  const minimal = (): Fields => ({
    name: 'Flood Watch',
    creator: 'Ani, Budi',
    contributor_id: ids.contributors[0]!,
    sector_id: ids.sectors[0]!,
  });

  const send = (method: 'POST' | 'PUT', url: string, fields: Fields, files: FilePart[] = [], headers = admin) =>
    sendForm(t.app, method, url, headers, fields, files);
  const create = (fields: Fields, files: FilePart[] = [], headers = admin) =>
    send('POST', '/api/catalog/solution', fields, files, headers);
  const detail = (id: number, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/api/catalog/solution/${id}`, headers });
  const count = async (table: 'solutions' | 'solution_images') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('roles', () => {
    const routes = [
      { method: 'POST', url: '/api/catalog/solution' },
      { method: 'PUT', url: '/api/catalog/solution/1/' },
      { method: 'DELETE', url: '/api/catalog/solution/1/' },
      { method: 'POST', url: '/api/catalog/solution/1/images/' },
      { method: 'DELETE', url: '/api/catalog/solution/images/1' },
    ] as const;

    it.each(routes)(
      '$method $url is 401 without a token and 403 for a user, before the body is read',
      async ({ method, url }) => {
        const before = await count('solutions');
        // An invalid body must not change the answer: the role is checked first.
        const body = multipart({ name: '' }, [{ name: 'x.jpg', data: Buffer.from('not an image') }]);
        const anon = await t.app.inject({ method, url, payload: body.payload, headers: body.headers });
        expect(anon.statusCode).toBe(401);
        expect(anon.json()).toEqual({ message: 'Authentication required', code: 'server.authRequired', params: {} });
        const asUser = await t.app.inject({
          method,
          url,
          payload: body.payload,
          headers: { ...user, ...body.headers },
        });
        expect(asUser.statusCode).toBe(403);
        expect(asUser.json().message).toBeTruthy();
        expect(await count('solutions')).toBe(before);
      },
    );
  });

  describe('create', () => {
    it('creates a solution with images; the detail shows them and the files are served', async () => {
      const res = await create(
        {
          ...minimal(),
          description: '<p>Flood <b>early warning</b> for river basins<script>alert(1)</script></p>',
          status: 'release_internal',
          technology_ids: `${ids.technologies[0]},${ids.technologies[1]}`,
          industry_ids: String(ids.industries[0]),
          arcgis_product_ids: `${ids.products[0]}`,
          pattern_of_use: `${ids.patterns[1]}`,
          video_url: 'https://www.youtube.com/watch?v=abc',
          hardware_cpu_core: '4',
        },
        [
          { name: 'river.jpg', data: await jpeg(), type: 'image/jpeg' },
          { name: 'map.png', data: await png(), type: 'image/png' },
          { name: 'anim.gif', data: await gif(), type: 'image/gif' },
        ],
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Solution created successfully');
      const id = body.data.id as number;
      expect(body.data).toMatchObject({
        id,
        solution_id: id,
        name: 'Flood Watch',
        status: 'release_internal',
        creator: 'Ani, Budi',
        contributor: { id: ids.contributors[0], name: 'Ani Wijaya' },
        sector: { id: ids.sectors[0], name: 'Public Sector' },
        technology: [
          { id: ids.technologies[0], name: 'IoT' },
          { id: ids.technologies[1], name: 'Remote Sensing' },
        ],
        industry: [{ id: ids.industries[0], name: 'Agriculture' }],
        pattern_of_use: [{ id: ids.patterns[1], name: 'Planning' }],
        arcgis_product: [{ id: ids.products[0], name: 'ArcGIS Pro' }],
        hardware: { cpu_core: 4, ram: 0, storage: 0, gpu: 0 },
        video_url: 'https://www.youtube.com/watch?v=abc',
        storymap_url: '',
        presentation_url: '',
      });
      // Stored rich text is clean.
      expect(body.data.description).toBe('<p>Flood <b>early warning</b> for river basins</p>');
      expect(body.data.images.map((i: { name: string }) => i.name)).toEqual(['river.jpg', 'map.png', 'anim.gif']);

      const shown = (await detail(id)).json().data;
      expect(shown.images).toEqual(body.data.images);
      expect(shown.image_url).toBe(body.data.images[0].thumbnail_url);
      for (const img of shown.images) {
        expect(img.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|gif)$/);
        expect(img.thumbnail_url).toMatch(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/);
        const full = await t.app.inject({ method: 'GET', url: img.image_url });
        expect(full.statusCode).toBe(200);
        expect(full.headers['content-type']).toMatch(/^image\/(jpeg|png|gif)$/);
        expect(full.headers['x-content-type-options']).toBe('nosniff');
        const thumb = await t.app.inject({ method: 'GET', url: img.thumbnail_url });
        expect(thumb.headers['content-type']).toBe('image/webp');
      }
      // The stored search text follows the description: the new words find it.
      const found = await t.app.inject({ method: 'GET', url: '/api/catalog/solution?search=basins', headers: admin });
      expect(found.json().data.map((s: { id: number }) => s.id)).toContain(id);
    });

    it('fills defaults: status development, hardware 0, empty links and lists', async () => {
      const res = await create(minimal());
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'development',
        hardware: { cpu_core: 0, ram: 0, storage: 0, gpu: 0 },
        technology: [],
        industry: [],
        images: [],
        image_url: null,
        pdf_url: '',
      });
    });

    it.each([
      ['name', '', 'This field is required'],
      ['name', 'x'.repeat(101), 'Maximum length is 100 characters'],
      ['creator', '', 'This field is required'],
      ['contributor_id', '', 'This field is required'],
      ['sector_id', '', 'This field is required'],
      ['storymap_url', 'javascript:alert(1)', 'Please enter a valid URL'],
      ['application_demo_url', 'example', 'Please enter a valid URL'],
      ['repository_url', 'mailto:a@b.c', 'Please enter a valid URL'],
      ['presentation_url', 'http//x', 'Please enter a valid URL'],
      ['pdf_url', 'file:///etc/passwd', 'Please enter a valid URL'],
      ['video_url', 'https://vimeo.com/123', 'Invalid YouTube link'],
      ['hardware_cpu_core', 'four', 'Please enter a valid number'],
      ['hardware_ram', '-2', 'Value must be at least 0'],
      ['hardware_storage', '1e', 'Please enter a valid number'],
      ['hardware_gpu', '-0.5', 'Value must be at least 0'],
      ['status', 'published', 'Invalid format'],
      ['technology_ids', '1,abc', 'Invalid format'],
    ])('refuses %s = %j with %j and stores nothing', async (field, value, message) => {
      const before = await count('solutions');
      const res = await create({ ...minimal(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(res.json().message).toBe(message);
      expect(await count('solutions')).toBe(before);
    });

    it('reports every invalid field of an empty form at once', async () => {
      const res = await create({});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: 'This field is required',
        creator: 'This field is required',
        contributor_id: 'This field is required',
        sector_id: 'This field is required',
      });
    });

    it.each([
      ['contributor_id', () => 99999],
      ['sector_id', () => 99999],
      ['industry_ids', () => `${ids.industries[0]},99999`],
      ['technology_ids', () => '99998'],
      ['pattern_of_use_ids', () => '99997'],
      ['arcgis_product_ids', () => `99996,${ids.products[1]}`],
    ])('refuses an unknown id in %s', async (field, value) => {
      const res = await create({ ...minimal(), [field]: value() });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: 'Selected option does not exist' });
    });

    it('refuses the whole form when one image is refused, and keeps no file', async () => {
      const before = await count('solutions');
      const files = safeUploads();
      const res = await create(minimal(), [
        { name: 'good.jpg', data: await jpeg() },
        { name: 'page.jpg', data: Buffer.from('<html><script>alert(1)</script></html>') },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('"page.jpg" has an unsupported file type. Only JPG, PNG, and GIF are allowed.');
      expect(res.json().errors).toEqual({
        'images.0': '"page.jpg" has an unsupported file type. Only JPG, PNG, and GIF are allowed.',
      });
      expect(await count('solutions')).toBe(before);
      expect(safeUploads()).toEqual(files);
    });

    it('answers a body that is not multipart with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/catalog/solution',
        payload: minimal(),
        headers: admin,
      });
      expect(res.statusCode).toBe(415);
    });

    it('answers a broken multipart body with 400, never 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/catalog/solution',
        payload: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('edit', () => {
    it('edits every field (storymap_url included) and the detail shows it', async () => {
      const created = await create({ ...minimal(), technology_ids: `${ids.technologies[0]}` });
      const id = created.json().data.id as number;
      // Links are stored and answered as sent.
      const links = {
        storymap_url: 'https://storymaps.arcgis.com/stories/abc',
        application_demo_url: 'https://demo.example.com',
        repository_url: 'https://git.example.com/flood',
        presentation_url: 'ftp://files.example.com/deck.pdf',
        video_url: 'https://youtu.be/xyz',
        pdf_url: 'https://example.com/brochure.pdf',
      };
      const all: Fields = {
        name: 'Flood Watch 2',
        description: '<p>New <em>overview</em> <a href="https://example.com" target="_blank">site</a></p>',
        status: 'review',
        feature: '<ul><li>Alerts</li></ul>',
        benefit: '<p style="color: red; position: fixed">Saves lives</p>',
        challenge: 'Sparse gauges',
        creator: 'Citra',
        contributor_id: ids.contributors[1]!,
        sector_id: ids.sectors[1]!,
        technology_ids: `${ids.technologies[2]}`,
        industry_ids: `${ids.industries[1]},${ids.industries[2]}`,
        arcgis_product_ids: `${ids.products[1]},${ids.products[2]}`,
        pattern_of_use_ids: `${ids.patterns[0]}`,
        ...links,
        hardware_cpu_core: 8,
        hardware_ram: 32,
        hardware_storage: 512,
        hardware_gpu: 12,
      };
      const res = await send('PUT', `/api/catalog/solution/${id}/`, all);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Solution updated successfully');
      const shown = (await detail(id)).json().data;
      expect(shown).toMatchObject({
        name: 'Flood Watch 2',
        description:
          '<p>New <em>overview</em> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
        status: 'review',
        feature: '<ul><li>Alerts</li></ul>',
        benefit: '<p style="color:red">Saves lives</p>',
        challenge: 'Sparse gauges',
        creator: 'Citra',
        contributor: { id: ids.contributors[1], name: 'Budi Santoso' },
        sector: { id: ids.sectors[1], name: 'Private Sector' },
        technology: [{ id: ids.technologies[2], name: 'Drone/UAV' }],
        industry: [
          { id: ids.industries[2], name: 'Fisheries' },
          { id: ids.industries[1], name: 'Utilities' },
        ],
        arcgis_product: [
          { id: ids.products[2], name: 'ArcGIS Field Maps' },
          { id: ids.products[1], name: 'ArcGIS Online' },
        ],
        pattern_of_use: [{ id: ids.patterns[0], name: 'Monitoring' }],
        ...links,
        hardware: { cpu_core: 8, ram: 32, storage: 512, gpu: 12 },
      });
      expect(res.json().data).toEqual(shown);
    });

    it('keeps fields left out, accepts pattern_of_use, and clears a list sent empty', async () => {
      const created = await create({
        ...minimal(),
        storymap_url: 'https://storymaps.arcgis.com/keep',
        technology_ids: `${ids.technologies[0]}`,
        industry_ids: `${ids.industries[0]}`,
      });
      const id = created.json().data.id as number;
      const res = await send('PUT', `/api/catalog/solution/${id}`, {
        pattern_of_use: `${ids.patterns[1]}`,
        industry_ids: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Flood Watch',
        storymap_url: 'https://storymaps.arcgis.com/keep',
        technology: [{ id: ids.technologies[0] }],
        industry: [],
        pattern_of_use: [{ id: ids.patterns[1], name: 'Planning' }],
      });
    });

    it('validates an edit with the same messages', async () => {
      const id = (await create(minimal())).json().data.id as number;
      const res = await send('PUT', `/api/catalog/solution/${id}`, { name: ' ', hardware_gpu: 'x', sector_id: 99999 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: 'This field is required',
        hardware_gpu: 'Please enter a valid number',
      });
      expect((await detail(id)).json().data.name).toBe('Flood Watch');
      const unknown = await send('PUT', `/api/catalog/solution/${id}`, { sector_id: 99999 });
      expect(unknown.json().errors).toEqual({ sector_id: 'Selected option does not exist' });
    });

    it('adds images sent with an edit after the existing ones', async () => {
      const id = (await create(minimal(), [{ name: 'a.jpg', data: await jpeg() }])).json().data.id as number;
      const res = await send('PUT', `/api/catalog/solution/${id}`, {}, [{ name: 'b.png', data: await png() }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.images.map((i: { name: string }) => i.name)).toEqual(['a.jpg', 'b.png']);
    });

    it('answers 404 for an unknown solution and 400 for a bad id', async () => {
      expect((await send('PUT', '/api/catalog/solution/99999', minimal())).statusCode).toBe(404);
      expect((await send('PUT', '/api/catalog/solution/abc', minimal())).statusCode).toBe(400);
    });
  });

  describe('delete', () => {
    it('moves the solution to the trash; deleting it for good removes its links, image records and files', async () => {
      const res = await create({ ...minimal(), technology_ids: `${ids.technologies[0]}` }, [
        { name: 'a.jpg', data: await jpeg() },
        { name: 'b.png', data: await png() },
      ]);
      const id = res.json().data.id as number;
      const keys = res
        .json()
        .data.images.flatMap((i: { image_url: string; thumbnail_url: string }) =>
          [i.image_url, i.thumbnail_url].map((u) => u.replace('/uploads/', '')),
        );
      expect(uploads()).toEqual(expect.arrayContaining(keys));

      const del = await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}/`, headers: admin });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ message: 'Solution deleted successfully' });
      expect((await detail(id)).statusCode).toBe(404);
      // In the trash the files are kept, so the solution can be restored with them.
      expect(uploads()).toEqual(expect.arrayContaining(keys));
      const purge = await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${id}`, headers: admin });
      expect(purge.statusCode).toBe(200);
      for (const key of keys) expect(uploads()).not.toContain(key);
      const links = await t.db.kysely
        .selectFrom('solution_technologies')
        .selectAll()
        .where('solution_id', '=', id)
        .execute();
      expect(links).toEqual([]);
      const images = await t.db.kysely
        .selectFrom('solution_images')
        .selectAll()
        .where('solution_id', '=', id)
        .execute();
      expect(images).toEqual([]);

      const again = await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}`, headers: admin });
      expect(again.statusCode).toBe(404);
    });
  });
});
