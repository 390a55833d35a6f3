// The shop's server stores the name from the Firebase ID token's name claim, so a rename goes
// through Firebase first and then exchanges a fresh token, which also refreshes the session's user.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useState } from 'react';
import { problemMessage } from '../../lib/problem';
import { selectUser, signedIn } from '../../lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { useExchangeTokenMutation } from '../../lib/session/session-api';
import { IdentityProofNeededError, preloadFirebaseAuth, updateDisplayName, type IdentityProof } from '../../lib/session/firebase-auth';

export function useChangeDisplayName() {
  const user = useAppSelector(selectUser);
  const [exchangeToken] = useExchangeTokenMutation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [needsProof, setNeedsProof] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  // A Google popup opened long after the click is blocked, so the SDK must be ready before it.
  useEffect(preloadFirebaseAuth, []);

  const change = useCallback(
    async (name: string, proof?: IdentityProof) => {
      if (!user) return;
      setPending(true);
      setError(null);
      setChangedTo(null);
      try {
        const session = await exchangeToken(await updateDisplayName(user.email, name, proof)).unwrap();
        dispatch(signedIn(session));
        setNeedsProof(false);
        setChangedTo(session.user.name);
      } catch (caught) {
        if (caught instanceof IdentityProofNeededError) setNeedsProof(true);
        else setError(caught instanceof Error ? caught.message : problemMessage(caught as FetchBaseQueryError | SerializedError));
      } finally {
        setPending(false);
      }
    },
    [user, exchangeToken, dispatch],
  );

  return { change, pending, needsProof, error, changedTo };
}
