import { staffMay } from '../../lib/session/staff-roles';
import type { BusinessDetails } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { scenario } from './scenarios';

export const businessHandlers = [
  http.get('/settings/business', ({ response }) => response(200).json(mockShop.business)),
  http.put('/settings/business', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateBusinessDetails')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const details: BusinessDetails = await request.json();
    // As the server keeps them: the name trimmed, the email lower-cased.
    mockShop.business = { ...details, legalName: details.legalName.trim(), email: details.email?.toLowerCase() ?? null };
    return response(200).json(mockShop.business);
  }),
];

export const businessScenarios = {
  loadFailed: scenario('getBusinessDetails', 'serverError'),
  saveFailed: scenario('updateBusinessDetails', 'serverError'),
};
