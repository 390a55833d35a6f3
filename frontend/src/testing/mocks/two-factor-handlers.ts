// Two-factor sign-in as the server answers it (modules/two-factor): enrolment for staff, codes
// (MOCK_TOTP_CODE, or a recovery code of the fixture's), the owner's setting and reset. The mock
// has no sessions, so a caller with an app counts as having given its code.
import { isStaff, staffMay } from '../../lib/session/staff-roles';
import type { SecondFactorState, User } from '../../types/api';
import { enrolmentFixture, MOCK_TOTP_CODE, recoveryCodesFixture } from '../fixtures/two-factor';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

const signInAgain = problem(401, 'Unauthorized', 'Please sign in to continue.');
const refused = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const wrongCode = problem(400, 'Bad Request', 'That code isn’t right. Enter the 6 digits your authenticator app shows now.');

const enrolled = (user: User) => mockShop.twoFactor.enrolled.includes(user.email);

function stateOf(user: User): SecondFactorState {
  if (!isStaff(user.role)) return 'not_needed';
  if (enrolled(user)) return 'verified';
  return mockShop.twoFactor.required ? 'enrolment_required' : 'not_needed';
}

const statusOf = (user: User) => ({ enrolled: enrolled(user), required: mockShop.twoFactor.required, secondFactor: stateOf(user) });

export const twoFactorHandlers = [
  http.get('/two-factor', ({ request, response }) => {
    const me = caller(request);
    return me ? response(200).json(statusOf(me)) : response(401).json(signInAgain);
  }),
  http.post('/two-factor/enrolment', ({ request, response }) => {
    const me = caller(request);
    if (!me) return response(401).json(signInAgain);
    if (!isStaff(me.role)) return response(403).json(problem(403, 'Forbidden', 'Two-factor sign-in is for staff accounts.'));
    if (enrolled(me)) return response(409).json(problem(409, 'Conflict', 'Two-factor sign-in is already set up for this account.'));
    return response(200).json(enrolmentFixture);
  }),
  http.put('/two-factor/enrolment', async ({ request, response }) => {
    const me = caller(request);
    if (!me) return response(401).json(signInAgain);
    if (!isStaff(me.role)) return response(403).json(problem(403, 'Forbidden', 'Two-factor sign-in is for staff accounts.'));
    if ((await request.json()).code !== MOCK_TOTP_CODE) return response(400).json(wrongCode);
    mockShop.twoFactor.enrolled.push(me.email);
    return response(200).json(recoveryCodesFixture);
  }),
  http.post('/session/second-factor', async ({ request, response }) => {
    const me = caller(request);
    if (!me) return response(401).json(signInAgain);
    if (!enrolled(me)) return response(409).json(problem(409, 'Conflict', 'Two-factor sign-in isn’t set up for this account.'));
    const { code } = await request.json();
    const recovery = recoveryCodesFixture.recoveryCodes.includes(code.toLowerCase());
    if (code !== MOCK_TOTP_CODE && !recovery) return response(400).json(code.length === 6 ? wrongCode : problem(400, 'Bad Request', 'That recovery code isn’t right, or it has already been used.'));
    return response(200).json(statusOf(me));
  }),
  http.delete('/two-factor', ({ request, response }) => {
    const me = caller(request);
    if (!me) return response(401).json(signInAgain);
    if (mockShop.twoFactor.required) return response(409).json(problem(409, 'Conflict', 'The shop requires two-factor sign-in for staff, so it can’t be turned off.'));
    mockShop.twoFactor.enrolled = mockShop.twoFactor.enrolled.filter((email) => email !== me.email);
    return response(204).empty();
  }),
  http.delete('/users/{email}/two-factor', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'resetTwoFactor')) return response(403).json(refused);
    if (!mockShop.users.some((user) => user.email === params.email)) return response(404).json(problem(404, 'Not Found', 'No user with that email.'));
    mockShop.twoFactor.enrolled = mockShop.twoFactor.enrolled.filter((email) => email !== params.email);
    return response(204).empty();
  }),
  http.get('/settings/security', ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'getSecuritySettings')) return response(403).json(refused);
    return response(200).json({ requireStaffTwoFactor: mockShop.twoFactor.required });
  }),
  http.put('/settings/security', async ({ request, response }) => {
    const me = caller(request);
    if (!me || !staffMay(me.role, 'updateSecuritySettings')) return response(403).json(refused);
    const { requireStaffTwoFactor } = await request.json();
    if (requireStaffTwoFactor && !enrolled(me)) {
      return response(409).json(problem(409, 'Conflict', 'Set up two-factor sign-in for your own account before requiring it of all staff.'));
    }
    mockShop.twoFactor.required = requireStaffTwoFactor;
    return response(200).json({ requireStaffTwoFactor });
  }),
];
