// The signed-in session: the shop's access token and who it belongs to. It survives a reload
// (localStorage) and ends by itself when the token expires.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '../types/api';

export type SessionState = { session: Session | null };

const STORAGE_KEY = 'handtools.session';

export function loadSession(now = Date.now()): SessionState {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Session | null;
    if (stored && Date.parse(stored.expiresAt) > now) return { session: stored };
  } catch {
    // a damaged entry is the same as none
  }
  return { session: null };
}

export function saveSession(state: SessionState): void {
  if (state.session) localStorage.setItem(STORAGE_KEY, JSON.stringify(state.session));
  else localStorage.removeItem(STORAGE_KEY);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ session: null }),
  reducers: {
    signedIn: (state, action: PayloadAction<Session>) => {
      state.session = action.payload;
    },
    signedOut: (state) => {
      state.session = null;
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectUser: (state) => state.session?.user ?? null,
    selectToken: (state) => state.session?.token ?? null,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSession, selectUser, selectToken } = sessionSlice.selectors;
