import { useCallback, useEffect, useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate } from 'react-router';
import { problemMessage } from '../../lib/problem';
import { secondFactorGate } from '../../lib/session/second-factor-gate';
import { signedIn } from '../../lib/session/session-slice';
import { useAppDispatch } from '../../lib/store';
import { useExchangeTokenMutation } from '../../lib/session/session-api';
import { preloadFirebaseAuth, type FirebaseIdentity } from '../../lib/session/firebase-auth';
import type { AuthOrigin } from '../../lib/session/require-auth';

/** The page the visitor came from, else `/`. Only a path on this site counts. */
export function useReturnTo(): string {
  const from = (useLocation().state as AuthOrigin | null)?.from;
  const local = typeof from?.pathname === 'string' && from.pathname.startsWith('/') && !from.pathname.startsWith('//');
  return local ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
}

/**
 * Signs in with Firebase, exchanges the ID token for the shop's session and goes back to the
 * page the visitor came from. `error` is a sentence to show under the form.
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
    async (firebaseSignIn: () => Promise<FirebaseIdentity>) => {
      setPending(true);
      setError(null);
      try {
        const session = await exchangeToken(await firebaseSignIn()).unwrap();
        dispatch(signedIn(session));
        // Staff with two-factor sign-in give their code (or enrol) first, then go on where they were going.
        const gate = secondFactorGate(session.secondFactor);
        void navigate(gate ?? returnTo, { replace: true, state: gate ? origin : undefined });
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : problemMessage(caught as FetchBaseQueryError | SerializedError));
        setPending(false);
      }
    },
    [exchangeToken, dispatch, navigate, returnTo, origin],
  );

  return { signIn, pending, error };
}
