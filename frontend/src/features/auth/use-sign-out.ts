import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { signedOut } from '../../lib/session-slice';
import { useAppDispatch } from '../../lib/store';
import { signOutOfFirebase } from './firebase-auth';

/**
 * Ends the shop's session at once; Firebase's own sign-out follows in the background. `exitTo`
 * sends the user from this page to there, rather than to /login with a way back (see the session slice).
 */
export function useSignOut(): (exitTo?: string) => void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  return useCallback((exitTo?: string) => {
    dispatch(signedOut(exitTo ? { from: pathname, to: exitTo } : undefined));
    signOutOfFirebase().catch(() => {
      // the shop's session is already gone, and Firebase keeps nothing past this page
    });
  }, [dispatch, pathname]);
}
