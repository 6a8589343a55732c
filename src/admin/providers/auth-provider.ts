/**
 * react-admin's auth provider over /api/auth: the session is an HttpOnly cookie the script never
 * sees; "who am I" and the role come from /api/auth/me. A 401 from any call sends the editor back
 * to the login page; a 403 (role) stays and shows the refusal.
 */
import type { AuthProvider } from 'react-admin';
import { callApi } from './http.ts';

export interface Identity {
  accountId: number;
  email: string;
  role: 'admin' | 'editor' | 'credit';
  totpEnabled?: boolean;
  /** Admins must use two-factor (a setting) and this admin has not turned it on yet. */
  totpSetupRequired?: boolean;
}

let current: Promise<Identity> | null = null;
const me = () => {
  current ??= callApi<Identity>('/auth/me').then(
    (reply) => reply.json,
    (error: unknown) => {
      current = null;
      throw error;
    },
  );
  return current;
};

/** Reads "who am I" again on the next call (two-factor was just turned on). */
export const forgetIdentity = () => {
  current = null;
};

export const authProvider: AuthProvider = {
  async login({ username, password, code }: { username: string; password: string; code?: string }) {
    current = null;
    await callApi<Identity>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: username, password, ...(code ? { code } : {}) }),
    });
    // /auth/me also says whether two-factor must be set up first (the login's answer does not).
    current = null;
  },
  async logout() {
    current = null;
    await callApi('/auth/logout', { method: 'POST' }).catch(() => undefined);
  },
  async checkAuth() {
    await me();
  },
  async checkError(error: { status?: number; body?: { totp_setup?: boolean; message?: string } }) {
    if (error?.status === 401) {
      current = null;
      throw error;
    }
    // Admins must use two-factor and this one has not set it up: the account screen, still signed in.
    if (error?.status === 403 && error.body?.totp_setup) {
      throw { logoutUser: false, redirectTo: '/cont', message: error.body.message ?? false };
    }
  },
  async getIdentity() {
    const identity = await me();
    // No fullName: the user menu then shows its icon button, whose name "Cont" matches what is
    // seen (a text button named "Cont" but reading the address fails WCAG's label-in-name).
    return {
      id: identity.accountId,
      email: identity.email,
      role: identity.role,
      totpSetupRequired: identity.totpSetupRequired === true,
    };
  },
  // No session: no permissions (not an error), so the app goes on to the login page instead of
  // waiting for its resources forever.
  async getPermissions() {
    return me().then(
      (identity) => identity.role,
      () => null,
    );
  },
};
