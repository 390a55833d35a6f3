// A login or register form posted before (or without) the page's code was signed in by the server,
// which can't write this browser's localStorage: its 303 left a hand-over in an HttpOnly cookie,
// and a readable `sign_in_waiting` mark. The app takes the session over once, as it starts, before
// anything reads the session; without the mark it asks nothing, so other page loads cost nothing.
import type { Session } from '../../types/api';
import type { AppStore } from '../store';
import { sessionApi } from './session-api';

const WAITING = /(?:^|;\s*)sign_in_waiting=1(?:;|$)/;

export async function takeOverWaitingSignIn(store: AppStore): Promise<Session | null> {
  if (typeof document === 'undefined' || !WAITING.test(document.cookie)) return null;
  const claim = store.dispatch(sessionApi.endpoints.claimSignInHandOver.initiate());
  const result = await claim;
  claim.reset();
  // The answer clears it; a lost answer must not make every later page load ask again.
  document.cookie = 'sign_in_waiting=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  return result.data ?? null;
}
