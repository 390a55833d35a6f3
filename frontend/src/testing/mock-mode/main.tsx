// Mock mode's entry (`npm run dev:mock`): the API answered by MSW in the browser from the same
// handlers as the tests and Storybook, then the real app. Nothing else needs to run.
import { setupWorker } from 'msw/browser';
import { handlers } from '../mocks/handlers';
import { mockShopSnapshot, restoreMockShop } from '../mocks/mock-shop';
import { scenariosFromQuery } from '../mocks/scenarios';
import { demoPasswords } from '../mocks/auth-handlers';

const SHOP_KEY = 'handtools-mock-shop';

// What a tab did (orders, payments, new users) survives a reload, as it would with a real API.
const saved = sessionStorage.getItem(SHOP_KEY);
if (saved) restoreMockShop(saved);

const worker = setupWorker(...scenariosFromQuery(location.search), ...handlers);
worker.events.on('response:mocked', () => sessionStorage.setItem(SHOP_KEY, mockShopSnapshot()));
await worker.start({
  onUnhandledRequest: ({ url }, print) => {
    if (new URL(url).pathname.startsWith('/api/')) print.error();
  },
  quiet: true,
});

console.info(
  [
    'Mock mode: the API is mocked in this tab (MSW); nothing leaves the browser.',
    `Sign in with ${Object.entries(demoPasswords)
      .map(([email, password]) => `${email} / ${password}`)
      .join(', ')}, or use "Continue with Google" to pick an account.`,
    'Pick scenarios with ?scenarios=operationId:name,… (names: loading, slow, empty, serverError, unauthorized, forbidden, validationError, notFound, conflict).',
    'sessionStorage.clear() and a reload start from the demo data again.',
  ].join('\n'),
);

await import('../../main');
