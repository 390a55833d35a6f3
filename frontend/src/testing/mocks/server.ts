import { setupServer } from 'msw/node';
import { authHandlers } from './auth-handlers';
import { catalogHandlers } from './catalog-handlers';
import { contactHandlers } from './contact-handlers';
import { ordersHandlers } from './orders-handlers';
import { paymentsHandlers } from './payments-handlers';
import { profileHandlers } from './profile-handlers';
import { reviewsHandlers } from './reviews-handlers';
import { usersHandlers } from './users-handlers';

export const handlers = [
  ...catalogHandlers,
  ...authHandlers,
  ...ordersHandlers,
  ...paymentsHandlers,
  ...reviewsHandlers,
  ...contactHandlers,
  ...usersHandlers,
  ...profileHandlers,
];
export const server = setupServer(...handlers);
