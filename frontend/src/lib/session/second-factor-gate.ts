import { useLocation } from 'react-router';
import type { SecondFactorState } from '../../types/api';
import { useAppSelector } from '../store';
import { selectSecondFactor } from './session-slice';

/** Where a session short of its second factor goes before any staff screen: the code, or enrolment. */
export function secondFactorGate(state: SecondFactorState | undefined): string | undefined {
  if (state === 'code_required') return '/two-factor';
  if (state === 'enrolment_required') return '/two-factor/setup';
  return undefined;
}

/**
 * The dashboard's redirect for a session the server has said is short of its second factor (at
 * sign-in, or by refusing a call): the gate, remembering where the user was going.
 */
export function useSecondFactorRedirect(): { to: string; state: { from: { pathname: string; search: string; hash: string } } } | undefined {
  const gate = secondFactorGate(useAppSelector(selectSecondFactor));
  const { pathname, search, hash } = useLocation();
  return gate ? { to: gate, state: { from: { pathname, search, hash } } } : undefined;
}
