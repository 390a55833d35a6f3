import { setupServer } from 'msw/node';
import { authHandlers } from './auth-handlers';
import { catalogHandlers } from './catalog-handlers';
import { ordersHandlers } from './orders-handlers';
import { contactHandlers } from './contact-handlers';
import { reviewsHandlers } from './reviews-handlers';

export const handlers = [...catalogHandlers, ...authHandlers, ...ordersHandlers, ...reviewsHandlers, ...contactHandlers];
export const server = setupServer(...handlers);
