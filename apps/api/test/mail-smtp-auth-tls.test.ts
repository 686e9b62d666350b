import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/accounts.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { type SmtpSecurity, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestDb, type TestDb, testDatabases } from './helpers/test-app.ts';

/**
 * A private certificate authority and a certificate it signs for 127.0.0.1, made afresh for this
 * run. The server trusts the authority only through NODE_EXTRA_CA_CERTS, the way an operator
 * trusts an in-house CA: no option of the product turns certificate checks off.
 */
function makeCertificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl(
    'req',
    ...['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Catalog Test CA'],
    ...['-keyout', 'ca.key', '-out', 'ca.pem', '-addext', 'basicConstraints=critical,CA:TRUE'],
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'smtp.key', '-out', 'smtp.csr');
  writeFileSync(join(dir, 'smtp.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    ...['-req', '-in', 'smtp.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1'],
    ...['-extfile', 'smtp.ext', '-out', 'smtp.pem'],
  );
  return {
    caFile: join(dir, 'ca.pem'),
    key: readFileSync(join(dir, 'smtp.key'), 'utf8'),
    cert: readFileSync(join(dir, 'smtp.pem'), 'utf8'),
  };
}

describe.each(testDatabases)('mail through an SMTP server that wants STARTTLS and AUTH, on %s', (kind) => {
  let dir: string;
  let certs: ReturnType<typeof makeCertificates>;
  let smtp: TestSmtp;
  let security: SmtpSecurity;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-smtp-tls-'));
    certs = makeCertificates(dir);
    security = { key: certs.key, cert: certs.cert, user: 'catalog@mail.test', pass: 'p@ss:w/rd' };
    smtp = await startTestSmtp(security);
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The real server in its own process, mailing to the test server; signs someone up to make it send. */
  async function signUpThrough(smtpUrl: string, env: Record<string, string>, email: string) {
    let tdb: TestDb | undefined;
    if (kind === 'postgres') tdb = await createTestDb('postgres');
    const server = await startServerProcess({
      ...(tdb && { databaseUrl: tdb.url }),
      env: { SMTP_URL: smtpUrl, ...env },
    });
    try {
      const res = await fetch(`${server.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUp(email)),
      });
      expect(res.status).toBe(201);
      // Delivered, or a failed attempt written to the log by the outbox worker.
      const deadline = Date.now() + 20_000;
      while (!smtp.to(email).length && !server.output().includes('send failed') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      return server.output();
    } finally {
      await server.kill();
      await tdb?.cleanup();
    }
  }

  const url = (user: string, pass: string) =>
    `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${smtp.port}`;

  it('upgrades to TLS, then signs in with the user and password of SMTP_URL, then sends', async () => {
    const email = `tls-${kind}@example.com`;
    await signUpThrough(url(security.user, security.pass), { NODE_EXTRA_CA_CERTS: certs.caFile }, email);
    const [mail] = smtp.to(email);
    expect(mail?.subject).toBeTruthy();
    expect(mail!.links.some((l) => l.includes('/activate?token='))).toBe(true);
    const delivery = smtp.deliveries.at(-1)!;
    expect(delivery).toMatchObject({ secure: true, user: security.user, transmissionType: 'ESMTPSA' });
    expect(delivery.tlsVersion).toMatch(/^TLSv1\.[23]$/);
    // The password crossed the wire only inside TLS.
    expect(smtp.authAttempts.length).toBeGreaterThan(0);
    for (const attempt of smtp.authAttempts) expect(attempt.secure).toBe(true);
  });

  it('refuses a certificate it has no reason to trust, and so never sends the password', async () => {
    const email = `untrusted-${kind}@example.com`;
    const attemptsBefore = smtp.authAttempts.length;
    const log = await signUpThrough(url(security.user, security.pass), {}, email);
    expect(log).toMatch(/send failed/);
    expect(log).toMatch(/certificate/i);
    expect(smtp.to(email)).toEqual([]);
    expect(smtp.authAttempts.length).toBe(attemptsBefore);
  });

  it('sends nothing with a wrong password, and reports the refusal', async () => {
    const email = `wrong-pass-${kind}@example.com`;
    const log = await signUpThrough(
      url(security.user, 'not-the-password'),
      { NODE_EXTRA_CA_CERTS: certs.caFile },
      email,
    );
    expect(log).toMatch(/send failed/);
    expect(log).toMatch(/Invalid username or password/);
    expect(smtp.to(email)).toEqual([]);
    expect(smtp.authAttempts.at(-1)).toMatchObject({ accepted: false, secure: true, user: security.user });
  });
});
