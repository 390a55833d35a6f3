import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { forgetHeldCheckout } from '../lib/checkout-memory';
import { forgetRuntimeConfig } from '../lib/runtime-config';
import { resetMockShop } from './mocks/mock-shop';
import { server } from './mocks/server';
import { removeRenderedStyles } from './test-styles';
import { leaveThePhone } from './viewport';

expect.extend(axeMatchers);
// findBy… waits for what a screen shows once its lazily loaded code and its data are in. Alone that
// takes well under a second; in `npm test`, beside the browser and backend suites on two cores, a
// first lazy route has taken more than the default second.
configure({ asyncUtilTimeout: 5_000 });

// A browser's own stylesheet hides [hidden] elements; happy-dom has no such sheet, so axe and
// Testing Library would take a hidden file input for a visible one without a label.
if (!document.getElementById('user-agent-hidden')) document.head.insertAdjacentHTML('beforeend', '<style id="user-agent-hidden">[hidden]{display:none}</style>');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  leaveThePhone();
  server.resetHandlers();
  resetMockShop();
  forgetRuntimeConfig();
  // A guest's held order lives in the page's memory, which the tests share.
  forgetHeldCheckout();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => {
  server.close();
  removeRenderedStyles();
});
