// The signed-in session: the shop's access token and who it belongs to. It survives a reload
// (localStorage) and ends by itself when the token expires.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SecondFactorState, Session } from '../../types/api';

export type SessionState = {
  session: Session | null;
  /**
   * Where a session ended on purpose on page `from` sends the user, instead of the usual
   * log-in-and-come-back: the seed sends a refused My Orders home, and a non-admin on an admin
   * screen to /login for good. It applies to that page only, and is forgotten at the next sign-in.
   */
  exit?: SessionExit;
};

export type SessionExit = { from: string; to: string };

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
      delete state.exit;
    },
    // The server's word on what this session still needs before staff screens (a code, enrolment),
    // from an answer of its own or a refusal that says so.
    secondFactorChanged: (state, action: PayloadAction<SecondFactorState>) => {
      if (state.session) state.session.secondFactor = action.payload;
    },
    signedOut: (state, action: PayloadAction<SessionExit | undefined>) => {
      state.session = null;
      if (action.payload) state.exit = action.payload;
      else delete state.exit;
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectUser: (state) => state.session?.user ?? null,
    selectToken: (state) => state.session?.token ?? null,
    selectExit: (state) => state.exit ?? null,
    selectSecondFactor: (state): SecondFactorState => state.session?.secondFactor ?? 'not_needed',
  },
});

export const { signedIn, signedOut, secondFactorChanged } = sessionSlice.actions;
export const { selectSession, selectUser, selectToken, selectExit, selectSecondFactor } = sessionSlice.selectors;
