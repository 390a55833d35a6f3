import { http } from './http';
import { caller, mockShop, pageOf, problem } from './mock-shop';

const onlyAdmins = problem(403, 'Forbidden', 'Only admins can do this.');
const noSuchUser = problem(404, 'Not Found', 'No user with that email.');

export const usersHandlers = [
  http.get('/admin/{email}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    if (user.email !== params.email && user.role !== 'admin') return response(403).json(onlyAdmins);
    return response(200).json({ admin: mockShop.users.some((u) => u.email === params.email && u.role === 'admin') });
  }),
  http.get('/users', ({ request, response }) => {
    if (caller(request)?.role !== 'admin') return response(403).json(onlyAdmins);
    return response(200).json(pageOf(mockShop.users, request));
  }),
  http.put('/user/admin/{email}', ({ params, request, response }) => {
    if (caller(request)?.role !== 'admin') return response(403).json(onlyAdmins);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    if (user.disabled) return response(409).json(problem(409, 'Conflict', 'This account is disabled. Enable it before making it an admin.'));
    user.role = 'admin';
    return response(200).json(user);
  }),
  http.delete('/user/admin/{email}', ({ params, request, response }) => {
    const me = caller(request);
    if (me?.role !== 'admin') return response(403).json(onlyAdmins);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    if (user.email === me.email) return response(409).json(problem(409, 'Conflict', 'You can’t remove your own admin role.'));
    if (mockShop.users.filter((u) => u.role === 'admin').length <= 1) return response(409).json(problem(409, 'Conflict', 'The last admin can’t be removed.'));
    user.role = 'customer';
    return response(200).json(user);
  }),
  http.put('/user/disabled/{email}', ({ params, request, response }) => {
    const me = caller(request);
    if (me?.role !== 'admin') return response(403).json(onlyAdmins);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    if (user.email === me.email) return response(409).json(problem(409, 'Conflict', 'You can’t disable your own account.'));
    if (user.role === 'admin') return response(409).json(problem(409, 'Conflict', 'An admin can’t be disabled. Remove their admin role first.'));
    user.disabled = true;
    return response(200).json(user);
  }),
  http.delete('/user/disabled/{email}', ({ params, request, response }) => {
    if (caller(request)?.role !== 'admin') return response(403).json(onlyAdmins);
    const user = mockShop.users.find((u) => u.email === params.email);
    if (!user) return response(404).json(noSuchUser);
    user.disabled = false;
    return response(200).json(user);
  }),
];
