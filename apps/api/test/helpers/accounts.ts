import type { FastifyInstance } from 'fastify';
import type { TestSmtp } from './smtp.ts';

export const PASSWORD = 'Peta#2026';

let ipSeq = 0;
/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export const nextIp = () => {
  ipSeq += 1;
  return `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

export const signUp = (email: string, over: Record<string, unknown> = {}) => ({
  full_name: 'Siti Rahma',
  email,
  phone: '081234567890',
  company: 'Peta Nusantara',
  position: 'GIS Analyst',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...over,
});

export const post = (app: FastifyInstance, url: string, payload: unknown, ip = nextIp(), headers = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });

export const login = (app: FastifyInstance, email: string, password = PASSWORD, ip = nextIp()) =>
  post(app, '/api/auth/login', { email, password }, ip);

/** The `token` query parameter of the last link in the last mail to `email` whose link has `path`. */
export function tokenFromMail(smtp: TestSmtp, email: string, path: '/activate' | '/reset-password'): string {
  const links = smtp
    .to(email)
    .flatMap((m) => m.links)
    .filter((l) => new URL(l).pathname === path);
  const link = links.at(-1);
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** Signs up through the API, follows the mailed activation link and signs in. */
export async function activeUser(app: FastifyInstance, smtp: TestSmtp, email: string) {
  const res = await post(app, '/api/auth/register', signUp(email));
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  await app.mail.flush();
  const token = tokenFromMail(smtp, email, '/activate');
  const activated = await app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${token}` });
  if (activated.statusCode !== 200) throw new Error(`activate failed: ${activated.body}`);
  const signedIn = await login(app, email);
  return { token: signedIn.json().data.token as string };
}
