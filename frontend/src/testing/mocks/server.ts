import { setupServer } from 'msw/node';
import { catalogHandlers } from './catalog-handlers';
import { ordersHandlers } from './orders-handlers';
import { contactHandlers } from './contact-handlers';
import { reviewsHandlers } from './reviews-handlers';

export const handlers = [...catalogHandlers, ...ordersHandlers, ...reviewsHandlers, ...contactHandlers];
export const server = setupServer(...handlers);
