// Whether a session has what a staff operation needs besides the token: the second factor. A staff
// member with an authenticator app reaches staff operations only from a session that passed a code
// (POST /session/second-factor); one without it, while the owner requires it, only after enrolling.
// Anything short of that is refused (authenticate.ts), with a `code` the browser routes on.
import type { Role, SecondFactorState } from '../api-types.js';
import { HttpProblem } from '../problem.js';
import { isStaff } from './roles.js';

export interface SecondFactorFacts {
  role: Role;
  /** A confirmed authenticator app. */
  enrolled: boolean;
  /** The owner requires two-factor sign-in of all staff. */
  required: boolean;
  /** This session passed a code. */
  verified: boolean;
}

export function secondFactorState({ role, enrolled, required, verified }: SecondFactorFacts): SecondFactorState {
  if (!isStaff(role)) return 'not_needed';
  if (enrolled) return verified ? 'verified' : 'code_required';
  return required ? 'enrolment_required' : 'not_needed';
}

export const secondFactorPassed = (state: SecondFactorState) => state === 'verified' || state === 'not_needed';

export const CODE_REQUIRED = 'Enter the code from your authenticator app to continue.';
export const ENROLMENT_REQUIRED = 'The shop requires two-factor sign-in for staff. Set up your authenticator app to continue.';

/** The refusal of a staff operation to a session without the second factor it needs. */
export function secondFactorMissing(state: SecondFactorState): HttpProblem | undefined {
  if (state === 'code_required') return new HttpProblem(403, CODE_REQUIRED, { code: 'second_factor_required' });
  if (state === 'enrolment_required') return new HttpProblem(403, ENROLMENT_REQUIRED, { code: 'second_factor_enrolment_required' });
  return undefined;
}
