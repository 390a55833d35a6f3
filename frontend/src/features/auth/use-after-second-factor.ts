import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { secondFactorChanged } from '../../lib/session/session-slice';
import { useAppDispatch } from '../../lib/store';
import { useReturnTo } from './use-sign-in';

/** Once the session has passed its second factor: on to the screen the user was going to, else the dashboard. */
export function useAfterSecondFactor() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const passed = useCallback(() => {
    dispatch(secondFactorChanged('verified'));
  }, [dispatch]);
  const goOn = useCallback(() => void navigate(returnTo === '/' ? '/dashboard' : returnTo, { replace: true }), [navigate, returnTo]);
  return { passed, goOn };
}
