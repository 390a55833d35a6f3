import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { forgetHeldCheckout } from '../lib/checkout-memory';
import { forgetRuntimeConfig } from '../lib/runtime-config';
import { resetMockShop } from './mocks/mock-shop';
import { server } from './mocks/server';

expect.extend(axeMatchers);
// findBy… waits for what a screen shows once its lazily loaded code and its data are in. Alone that
// takes well under a second; in `npm test`, beside the browser and backend suites on two cores, a
// first lazy route has taken more than the default second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockShop();
  forgetRuntimeConfig();
  // A guest's held order lives in the page's memory, which the tests share.
  forgetHeldCheckout();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
