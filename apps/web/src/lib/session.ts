import { AUTH_STORAGE_KEY } from '@catalog/shared';
import { useBrowserStore } from './browser-value.ts';
import { decodeToken, isExpiredAt, type TokenPayload } from './token.ts';

export type SessionRole = 'user' | 'admin';

export interface Session {
  token: string;
  claims: TokenPayload;
  role: SessionRole;
  /** The name the nav shows: the token's, until the profile says otherwise (`renameSession`). */
  name: string;
}

/** What localStorage holds under `authinfo`: a JSON object, so fields can be added later. */
interface StoredAuthInfo {
  token: string;
  /** The account's name as the profile last gave it; the token's claim goes stale when it changes. */
  name?: string;
}

const listeners = new Set<() => void>();
let current: Session | null = null;
/** Set when a stored token turned out expired or unreadable; the router turns it into a redirect. */
let expiredNotice = false;

function toSession(token: string, name?: string): Session | null {
  const claims = decodeToken(token);
  if (!claims) return null;
  return { token, claims, role: claims.is_staff ? 'admin' : 'user', name: name ?? claims.name };
}

function readStorage(): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let session: Session | null = null;
  try {
    const info = JSON.parse(raw) as Partial<StoredAuthInfo> | null;
    if (info && typeof info.token === 'string')
      session = toSession(info.token, typeof info.name === 'string' ? info.name : undefined);
  } catch {
    session = null;
  }
  if (!session) {
    console.error('Stored session token could not be decoded; signing out.');
    removeStorage();
    expiredNotice = true;
    return null;
  }
  if (isExpiredAt(session.claims)) {
    removeStorage();
    expiredNotice = true;
    return null;
  }
  return session;
}

function writeStorage(info: StoredAuthInfo) {
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Without storage the session lasts until the tab closes.
  }
}

function removeStorage() {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory session is cleared regardless.
  }
}

function emit() {
  for (const listener of listeners) listener();
}

current = readStorage();

/** The signed-in session, or null. An expired token is cleared here, so callers never see one. */
export function getSession(): Session | null {
  if (current && isExpiredAt(current.claims)) expireSession();
  return current;
}

/** The session as stored, without the expiry check (for listeners that must not trigger one). */
export const peekSession = (): Session | null => current;

/** Stores a freshly issued token (after login). Throws when it cannot be decoded. */
export function setSession(token: string): Session {
  const session = toSession(token);
  if (!session) throw new Error('The server returned a token that cannot be read.');
  writeStorage({ token });
  current = session;
  expiredNotice = false;
  emit();
  return session;
}

/**
 * The profile gave the account's name (fetched or just saved): the nav shows it from now on, in
 * every tab and after a reload, though the token still carries the name it was issued with.
 */
export function renameSession(name: string) {
  if (!current || current.name === name) return;
  current = { ...current, name };
  writeStorage({ token: current.token, name });
  emit();
}

export function clearSession() {
  removeStorage();
  if (current === null) return;
  current = null;
  emit();
}

/** The token stopped working (expired, or the API answered 401): clear it and flag a sign-in redirect. */
export function expireSession() {
  removeStorage();
  expiredNotice = true;
  current = null;
  emit();
}

/** True once after the session expired; the router consumes it to redirect to /sign/in. */
export function takeExpiredNotice(): boolean {
  const notice = expiredNotice;
  expiredNotice = false;
  return notice;
}

export const hasExpiredNotice = () => expiredNotice;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab signed in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const before = current;
    current = readStorage();
    if (current?.token !== before?.token || current?.name !== before?.name) emit();
  });
}

/**
 * The session a component shows. Server-rendered markup is always a visitor's, so until the
 * first page is hydrated this reads null too; the stored session follows right after
 * (lib/first-hydration.ts).
 */
export function useSession(): Session | null {
  return useBrowserStore(subscribeSession, () => current, null);
}
