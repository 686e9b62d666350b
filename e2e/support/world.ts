import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { linkIn, type MailBox, startMailBox } from './smtp.ts';
import { type RunningServer, startServer } from './server.ts';

export interface World {
  mail: MailBox;
  server: RunningServer;
  browser: TestBrowser;
  baseUrl: string;
}

export interface WorldOptions {
  seedDemo?: boolean;
  admin?: { email: string; password: string };
}

/** SMTP server, API server with the built client, and Chromium, for one spec file. */
export async function createWorld(options: WorldOptions = {}): Promise<World> {
  const mail = await startMailBox();
  const server = await startServer({ smtpUrl: mail.url, seedDemo: options.seedDemo, admin: options.admin });
  const browser = await launchBrowser();
  return { mail, server, browser, baseUrl: server.baseUrl };
}

export async function destroyWorld(world: World | undefined) {
  if (!world) return;
  await world.browser.close().catch(() => undefined);
  await world.server.close().catch(() => undefined);
  await world.mail.close().catch(() => undefined);
}

/** Registers the hooks of a spec file; the returned getter is valid inside tests. */
export function useWorld(options: WorldOptions = {}): () => World {
  let world: World | undefined;
  beforeAll(async () => {
    world = await createWorld(options);
  });
  afterAll(async () => {
    await destroyWorld(world);
  });
  return () => {
    if (!world) throw new Error('The test world is not ready');
    return world;
  };
}

export interface Account {
  email: string;
  password: string;
  fullName: string;
}

let counter = 0;
export function newAccount(fullName = 'Budi Santoso'): Account {
  counter += 1;
  return { email: `user${Date.now()}${counter}@example.com`, password: 'Passw0rd!x', fullName };
}

async function call(world: World, method: string, path: string, body?: unknown) {
  const response = await fetch(world.baseUrl + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, any>;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** An active account made through the API and its activation mail, for tests about other things. */
export async function createActiveAccount(world: World, account: Account = newAccount()): Promise<Account> {
  await call(world, 'POST', '/api/auth/register', {
    email: account.email,
    full_name: account.fullName,
    phone: '081234567890',
    company: '',
    position: '',
    password: account.password,
    password_confirmation: account.password,
  });
  const mail = await world.mail.waitFor(account.email, /activate/i);
  const token = new URL(linkIn(mail, world.baseUrl, '/activate')).searchParams.get('token')!;
  await call(world, 'GET', `/api/auth/activate?activation_token=${encodeURIComponent(token)}`);
  return account;
}

export async function apiToken(world: World, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const json = await call(world, 'POST', '/api/auth/login', { email: account.email, password: account.password });
  return json.data.token as string;
}

/** A new active account named `fullName`, made through the API and its mail, and a bearer token of it. */
export async function activeAccountWithToken(world: World, fullName?: string) {
  const account = await createActiveAccount(world, newAccount(fullName));
  return { account, token: await apiToken(world, account) };
}

/** Signs the page in by storing a token the way the app does (localStorage `authinfo`). */
export async function signInWithToken(page: Page, world: World, token: string, path = '/') {
  await page.goto(world.baseUrl + '/undermaintenance');
  await page.evaluate((t) => localStorage.setItem('authinfo', JSON.stringify({ token: t })), token);
  await page.goto(world.baseUrl + path);
}

/** A structurally valid token whose expiry is in the past (the server would refuse it too). */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, iat: exp - 3600, is_staff: false, user_id: 1, email: 'old@example.com', name: 'Old Session', ver: 0 })}.c2lnbmF0dXJl`;
}
