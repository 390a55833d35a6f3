import { staffMay } from '../../lib/session/staff-roles';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

export const profileHandlers = [
  http.get('/profile/{email}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    if (user.email !== params.email && !staffMay(user.role, 'getProfile')) return response(403).json(problem(403, 'Forbidden', 'This profile belongs to someone else.'));
    const owner = mockShop.users.find((u) => u.email === params.email);
    if (!owner) return response(404).json(problem(404, 'Not Found', 'No user with that email.'));
    return response(200).json(mockShop.profiles.get(owner.email) ?? { name: owner.name, email: owner.email });
  }),
  http.put('/profile/{email}', async ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    if (user.email !== params.email) return response(403).json(problem(403, 'Forbidden', 'You can only change your own profile.'));
    const { linkedin, address, ...rest } = await request.json();
    // As the server does: a blank address or link (or none) clears it.
    const profile = { name: user.name, email: user.email, ...rest, ...(address?.trim() ? { address: address.trim() } : {}), ...(linkedin ? { linkedin } : {}) };
    mockShop.profiles.set(user.email, profile);
    return response(200).json(profile);
  }),
];
