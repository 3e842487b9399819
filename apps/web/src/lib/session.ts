import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@kala/contract/auth';

/**
 * The signed-in session (spec §4): the token and the user kept in local storage, shared by every tab through the
 * storage event. Features read it with useSession(); only the auth feature writes it.
 */
/** The signed-in user as the server answers it (`hasPassword` is absent in sessions stored before it was sent). */
export type SessionUserView = AuthUser;

/** Where the session lives in local storage (spec §4): the token and the user, side by side. */
export const TOKEN_STORAGE_KEY = 'kala.token';
export const USER_STORAGE_KEY = 'kala.user';

type Listener = () => void;
const listeners = new Set<Listener>();

type Session = { token: string | null; raw: string | null; user: SessionUserView | null };

/**
 * The server renders every page as a guest (the session lives in local storage), so hydration starts from the guest
 * view too and the signed-in header appears right after, without a hydration mismatch. A guest's session is always
 * this one object: React compares the hydrated snapshot with the current one by identity once the page has hydrated,
 * and a fresh but equal object made every reader of the session render again, synchronously, in one long task.
 */
const GUEST: Session = { token: null, raw: null, user: null };

let cached: Session = GUEST;

function read(): Session {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (token !== cached.token || raw !== cached.raw) {
    if (!token) {
      cached = GUEST;
      return cached;
    }
    let user: SessionUserView | null;
    try {
      user = raw ? (JSON.parse(raw) as SessionUserView) : null;
    } catch {
      user = null;
    }
    cached = { token, raw, user };
  }
  return cached;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveSession(token: string, user: SessionUserView) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function updateSessionUser(user: SessionUserView) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(USER_STORAGE_KEY);
  notify();
}

/**
 * Signs this device out: the stored session goes at once, and the server is told to end the token's session
 * (POST /api/auth/logout), so a copy of the token stops working too while the account's other devices stay signed
 * in. The call outlives a page change (keepalive) and its answer is not awaited: the browser forgets the token
 * either way.
 */
export function signOut() {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  clearSession();
  if (!token) return;
  void fetch('/api/auth/logout', {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

export function getSession() {
  return read();
}

/** The bearer token for an API call, or null (signed out, or no storage: the server renderer). */
export function sessionToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** The current session; re-renders when it changes in this tab or another. */
export function useSession() {
  const session = useSyncExternalStore(subscribe, read, () => GUEST);
  return {
    token: session.token,
    user: session.user,
    isSignedIn: Boolean(session.user),
    isAdmin: Boolean(session.user?.isAdmin),
  };
}
