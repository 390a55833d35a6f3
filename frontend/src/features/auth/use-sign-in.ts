import { useCallback, useEffect, useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { problemMessage } from '../../lib/problem';
import { safeReturnPath } from '../../lib/return-path';
import { secondFactorGate } from '../../lib/session/second-factor-gate';
import { signedIn } from '../../lib/session/session-slice';
import { useAppDispatch } from '../../lib/store';
import { useExchangeTokenMutation } from '../../lib/session/session-api';
import { preloadFirebaseAuth, signInWithGoogle } from '../../lib/session/firebase-auth';
import type { AuthOrigin } from '../../lib/session/require-auth';
import type { Session } from '../../types/api';

/**
 * The page the visitor came from (the app's own redirect leaves it in the location's state; a link
 * or a form's way back, in `?next=`), else `/`. Only a path on this site counts.
 */
export function useReturnTo(): string {
  const from = (useLocation().state as AuthOrigin | null)?.from;
  const [search] = useSearchParams();
  if (typeof from?.pathname === 'string') return safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  return safeReturnPath(search.get('next') ?? '/');
}

/**
 * Signs in (`obtain` answers the shop's session: the server's password sign-in, or Google through
 * Firebase and the token exchange) and goes back to the page the visitor came from. `error` is a
 * sentence to show under the form.
 */
export function useSignIn() {
  const [exchangeToken] = useExchangeTokenMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const origin = useLocation().state as AuthOrigin | null;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(preloadFirebaseAuth, []);

  const signIn = useCallback(
    async (obtain: () => Promise<Session>) => {
      setPending(true);
      setError(null);
      try {
        const session = await obtain();
        dispatch(signedIn(session));
        // Staff with two-factor sign-in give their code (or enrol) first, then go on where they were going.
        const gate = secondFactorGate(session.secondFactor);
        void navigate(gate ?? returnTo, { replace: true, state: gate ? origin : undefined });
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : problemMessage(caught as FetchBaseQueryError | SerializedError));
        setPending(false);
      }
    },
    [dispatch, navigate, returnTo, origin],
  );

  const signInWithGoogleAccount = useCallback(() => signIn(async () => exchangeToken(await signInWithGoogle()).unwrap()), [signIn, exchangeToken]);

  return { signIn, signInWithGoogleAccount, pending, error };
}
