import { setupServer } from 'msw/node';
import { catalogHandlers } from './catalog-handlers';

export const handlers = [...catalogHandlers];
export const server = setupServer(...handlers);
