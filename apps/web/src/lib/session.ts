import type { AuthUser } from '@samaj/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearSessionData, onSessionDataCleared, STORAGE_KEYS } from './storage.ts';

/** The user as the server sends it with login, registration and GET /api/matrimonial/user. */
export type SessionUser = AuthUser;

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Login, OTP login, registration and password reset all end here. */
  setSession: (user: SessionUser, token: string) => void;
  /** A fresher copy of the user (GET /api/matrimonial/user). */
  setUser: (user: SessionUser) => void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      setSession: (user, token) => set({ user, token }),
      setUser: (user) => set({ user }),
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token }) => ({ user, token }),
    },
  ),
);

onSessionDataCleared(() => useSession.setState({ user: null, token: null }));

export const selectIsLoggedIn = (state: SessionState): boolean => state.token !== null && state.user !== null;

const forcedLogoutListeners = new Set<() => void>();

/** The app shows a message when the server ends the session (any 401). */
export function onForcedLogout(listener: () => void): () => void {
  forcedLogoutListeners.add(listener);
  return () => forcedLogoutListeners.delete(listener);
}

export function logoutLocally(): void {
  clearSessionData();
}

export function forceLogout(): void {
  if (useSession.getState().token === null) return;
  clearSessionData();
  for (const listener of forcedLogoutListeners) listener();
}

/** Another tab logged in or out: follow it. Writing an unchanged value fires no event, so tabs do not ping-pong. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.session) return;
    const next = readStoredSession(event.newValue);
    if (next === null) {
      if (useSession.getState().token !== null) clearSessionData();
      return;
    }
    useSession.setState(next);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function readStoredSession(raw: string | null): { user: SessionUser; token: string } | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { state?: { user?: SessionUser | null; token?: string | null } };
    const { user, token } = parsed.state ?? {};
    return user && token ? { user, token } : null;
  } catch {
    return null;
  }
}
