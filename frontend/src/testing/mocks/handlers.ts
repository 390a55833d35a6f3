// Every operation's handler, shared by the unit tests (msw/node), Storybook and mock mode (msw/browser).
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
