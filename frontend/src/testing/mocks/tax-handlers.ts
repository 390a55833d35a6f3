import { staffMay } from '../../lib/session/staff-roles';
import type { TaxSettings } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { scenario } from './scenarios';

export const taxHandlers = [
  http.get('/settings/tax', ({ response }) => response(200).json(mockShop.tax)),
  http.put('/settings/tax', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateTaxSettings')) return response(403).json(problem(403, 'Forbidden', 'Your role doesn’t allow this.'));
    const settings: TaxSettings = await request.json();
    // As the server keeps a rate: "20.00" is "20".
    const tidy = (rate: string) => String(Number(rate));
    mockShop.tax = { ...settings, standardRate: tidy(settings.standardRate), reducedRate: tidy(settings.reducedRate) };
    return response(200).json(mockShop.tax);
  }),
];

export const taxScenarios = {
  loadFailed: scenario('getTaxSettings', 'serverError'),
  saveFailed: scenario('updateTaxSettings', 'serverError'),
};
