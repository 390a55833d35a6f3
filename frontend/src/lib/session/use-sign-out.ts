import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store';
import { signOutOfFirebase } from './firebase-auth';
import { useSignOutMutation } from './session-api';
import { selectToken, signedOut } from './session-slice';

/**
 * Ends the session on the server first, while the request can still carry its token; then the
 * browser forgets it whatever the server answered (already ended, offline), and Firebase's own
 * sign-out follows in the background. `exitTo` sends the user from this page to there, rather than
 * to /login with a way back (see the session slice).
 */
export function useSignOut(): (exitTo?: string) => void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const token = useAppSelector(selectToken);
  const [endSession] = useSignOutMutation();
  return useCallback(
    (exitTo?: string) => {
      // The mutation resolves with its error rather than rejecting, so this always goes on.
      void (token ? endSession() : Promise.resolve()).then(() => {
        dispatch(signedOut(exitTo ? { from: pathname, to: exitTo } : undefined));
        signOutOfFirebase().catch(() => {
          // the shop's session is already gone, and Firebase keeps nothing past this page
        });
      });
    },
    [dispatch, endSession, pathname, token],
  );
}
