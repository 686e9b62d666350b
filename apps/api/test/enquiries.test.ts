import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

describe.each(testDatabases)('enquiries on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  let f: CatalogFixtures;
  let publicId: number;
  let memberId: number;
  let draftId: number;

  beforeAll(async () => {
    f = new CatalogFixtures(t.db.kysely);
    publicId = await f.solution({ name: 'Rice Field Monitor', status: 'release_public' });
    memberId = await f.solution({ name: 'Member Flood Map', status: 'release_register' });
    draftId = await f.solution({ name: 'Secret Draft', status: 'development' });
  });
  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const enquiry = (over: Record<string, unknown> = {}) => ({
    full_name: 'Siti Rahma',
    email: 'siti@example.co.id',
    company: 'Peta Nusantara',
    phone: '081234567890',
    position: 'GIS Analyst',
    message: 'Please show us a demo.\nNext week works.',
    solution_id: publicId,
    ...over,
  });
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/catalog/enquiry', payload: payload as object, headers });
  const enquiryRows = () => t.db.kysely.selectFrom('enquiries').selectAll().orderBy('id').execute();

  it('refuses visitors (401) and admins (403) before looking at the body', async () => {
    expect((await send({})).statusCode).toBe(401);
    const admin = await createUserWithToken(t.app, { isStaff: true });
    const res = await send(enquiry(), admin.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Enquiries are sent from user accounts',
      code: 'server.enquiriesFromUsers',
      params: {},
    });
    expect(await enquiryRows()).toEqual([]);
  });

  it('stores an enquiry, mails the sales team and acknowledges to the account', async () => {
    const { user, auth } = await createUserWithToken(t.app, { fullName: 'Siti Rahma' });
    const res = await send(enquiry({ email: 'someone.else@example.com' }), auth);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Thank you! Your enquiry has been sent. Our specialists will contact you soon.');
    expect(body.data).toMatchObject({ solution_id: publicId, solution_name: 'Rice Field Monitor' });

    const [row] = await enquiryRows();
    expect(row).toMatchObject({
      id: body.data.id,
      user_id: user.id,
      solution_id: publicId,
      solution_name: 'Rice Field Monitor',
      full_name: 'Siti Rahma',
      email: 'someone.else@example.com',
      company: 'Peta Nusantara',
      phone: '081234567890',
      position: 'GIS Analyst',
      message: 'Please show us a demo.\nNext week works.',
    });

    expect(await t.app.mail.flush()).toMatchObject({ sent: 2, failed: 0 });
    const [sales] = smtp.to('sales@catalog.test');
    expect(sales!.subject).toBe('Demo and enquiry request: Rice Field Monitor (Siti Rahma, Peta Nusantara)');
    expect(sales!.text).toContain('Email: someone.else@example.com');
    expect(sales!.text).toContain('Please show us a demo.');
    expect(sales!.text).toContain(`Signed-in account: ${user.email}`);
    expect(sales!.links).toContain(`http://catalog.test/solution/${publicId}`);

    const [receipt] = smtp.to(user.email);
    expect(receipt!.subject).toBe('We received your enquiry about Rice Field Monitor');
    expect(receipt!.text).toContain('Hello Siti Rahma,');
    // The typed address gets nothing: the form cannot be used to mail strangers.
    expect(smtp.to('someone.else@example.com')).toEqual([]);
    expect(smtp.messages).toHaveLength(2);
  });

  it('lets users enquire about member-only solutions but not about hidden ones', async () => {
    const { auth } = await createUserWithToken(t.app);
    expect((await send(enquiry({ solution_id: memberId }), auth)).statusCode).toBe(201);
    const hidden = await send(enquiry({ solution_id: draftId }), auth);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Solution not found', code: 'server.solutionNotFound', params: {} });
    expect((await send(enquiry({ solution_id: 999999 }), auth)).statusCode).toBe(404);
  });

  it.each([
    ['full_name', 'This field is required', ''],
    ['full_name', 'This field is required', undefined],
    ['email', 'This field is required', ''],
    ['email', 'It should be a valid email address', 'siti@'],
    ['company', 'This field is required', '  '],
    ['phone', 'Invalid Indonesian phone number', '12345'],
    ['phone', 'Invalid Indonesian phone number', '+1 555 0100'],
    ['solution_id', 'This field is required', undefined],
    ['message', 'Maximum length is 5000 characters', 'x'.repeat(5001)],
  ])('refuses %s with %j', async (field, message, value) => {
    const { auth } = await createUserWithToken(t.app);
    const before = (await enquiryRows()).length;
    const res = await send(enquiry({ [field]: value }), auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await enquiryRows()).toHaveLength(before);
    expect(await t.app.mail.flush()).toMatchObject({ sent: 0 });
  });

  it('accepts an enquiry without phone, position or message', async () => {
    const { auth } = await createUserWithToken(t.app);
    const res = await send(
      { full_name: 'Budi', email: 'budi@example.com', company: 'Geo', solution_id: publicId },
      auth,
    );
    expect(res.statusCode).toBe(201);
  });

  it('keeps CR/LF in names out of the mail headers', async () => {
    const evilSolution = await f.solution({ name: 'Atlas\r\nBcc: victim@evil.test', status: 'release_public' });
    const { user, auth } = await createUserWithToken(t.app);
    const res = await send(
      enquiry({
        solution_id: evilSolution,
        full_name: 'Eve\r\nBcc: victim@evil.test\r\nX-Injected: yes',
        company: 'Evil\nCo',
      }),
      auth,
    );
    expect(res.statusCode).toBe(201);
    await t.app.mail.flush();
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages.flatMap((m) => m.to).sort()).toEqual(['sales@catalog.test', user.email].sort());
    for (const mail of smtp.messages) {
      expect(mail.headers.bcc).toBeUndefined();
      expect(mail.headers['x-injected']).toBeUndefined();
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(smtp.to('sales@catalog.test')[0]!.subject).toBe(
      'Demo and enquiry request: Atlas Bcc: victim@evil.test (Eve Bcc: victim@evil.test X-Injected: yes, Evil Co)',
    );
  });

  it('limits one account to 10 enquiries an hour', async () => {
    const { auth } = await createUserWithToken(t.app);
    for (let i = 0; i < 10; i++) expect((await send(enquiry(), auth)).statusCode).toBe(201);
    const res = await send(enquiry(), auth);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many enquiries. Please try again later.',
      code: 'server.tooManyEnquiries',
      params: {},
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});
