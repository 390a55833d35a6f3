import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { forgetRuntimeConfig } from '../lib/runtime-config';
import { resetMockShop } from './mocks/mock-shop';
import { server } from './mocks/server';

expect.extend(axeMatchers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockShop();
  forgetRuntimeConfig();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
