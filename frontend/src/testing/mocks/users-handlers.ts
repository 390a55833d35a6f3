import { isStaff, staffMay } from '../../lib/session/staff-roles';
import type { Role, User } from '../../types/api';
import { http } from './http';
import { caller, mockShop, pageOf, problem } from './mock-shop';

const refused = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const noSuchUser = problem(404, 'Not Found', 'No user with that email.');

/** The server's rules for a role change (users.service.ts): not one's own, never the last owner, never a disabled user to staff. */
function changeRole(me: User, user: User, role: Role) {
  if (user.role === role) return { status: 200, body: user } as const;
  if (user.email === me.email) return { status: 409, body: problem(409, 'Conflict', 'You can’t change your own role.') } as const;
  if (user.role === 'owner' && mockShop.users.filter((u) => u.role === 'owner').length <= 1) {
    return { status: 409, body: problem(409, 'Conflict', 'The last owner can’t be demoted.') } as const;
  }
  if (isStaff(role) && user.disabled) return { status: 409, body: problem(409, 'Conflict', 'This account is disabled. Enable it before giving it a staff role.') } as const;
  user.role = role;
  return { status: 200, body: user } as const;
}

export const usersHandlers = [
  http.get('/admin/{email}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    if (user.email !== params.email && !staffMay(user.role, 'getAdminStatus')) return response(403).json(refused);
    const role = mockShop.users.find((u) => u.email === params.email)?.role ?? 'customer';
    return response(200).json({ admin: isStaff(role), role });
  }),
  http.get('/users', ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'listUsers')) return response(403).json(refused);
    return response(200).json(pageOf(mockShop.users, request));
  }),
  http.put('/users/{email}/role', async ({ params, request, response }) => {
    const me = caller(request);
    if (!me || !staffMay(me.role, 'setUserRole')) return response(403).json(refused);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    const { role } = await request.json();
    const result = changeRole(me, user, role);
    return result.status === 200 ? response(200).json(result.body) : response(409).json(result.body);
  }),
  http.put('/user/admin/{email}', ({ params, request, response }) => {
    const me = caller(request);
    if (!me || !staffMay(me.role, 'makeAdmin')) return response(403).json(refused);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    const result = changeRole(me, user, 'owner');
    return result.status === 200 ? response(200).json(result.body) : response(409).json(result.body);
  }),
  http.delete('/user/admin/{email}', ({ params, request, response }) => {
    const me = caller(request);
    if (!me || !staffMay(me.role, 'removeAdmin')) return response(403).json(refused);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    const result = changeRole(me, user, 'customer');
    return result.status === 200 ? response(200).json(result.body) : response(409).json(result.body);
  }),
  http.put('/user/disabled/{email}', ({ params, request, response }) => {
    const me = caller(request);
    if (!me || !staffMay(me.role, 'disableUser')) return response(403).json(refused);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    if (user.email === me.email) return response(409).json(problem(409, 'Conflict', 'You can’t disable your own account.'));
    if (user.role === 'owner') return response(409).json(problem(409, 'Conflict', 'An owner can’t be disabled. Remove their owner role first.'));
    user.disabled = true;
    return response(200).json(user);
  }),
  http.delete('/user/disabled/{email}', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'enableUser')) return response(403).json(refused);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    user.disabled = false;
    return response(200).json(user);
  }),
];
