// The demo shop's legal details, as its emails' footer and its contact page state them.
import type { BusinessDetails } from '../../shared/api-types.js';

export const demoBusiness: BusinessDetails = {
  legalName: 'Hand Tool Shop Ltd',
  address: '3 Forge Yard, Sheffield S1 2AB, United Kingdom',
  email: 'hello@handtools.test',
  phone: '+44 114 496 0000',
  vatNumber: 'GB123456789',
  companyNumber: '01234567',
};
