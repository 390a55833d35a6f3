import { useCallback } from 'react';
import { signedOut } from '../../lib/session-slice';
import { useAppDispatch } from '../../lib/store';
import { signOutOfFirebase } from './firebase-auth';

/** Ends the shop's session at once; Firebase's own sign-out follows in the background. */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(signedOut());
    signOutOfFirebase().catch(() => {
      // the shop's session is already gone, and Firebase keeps nothing past this page
    });
  }, [dispatch]);
}
