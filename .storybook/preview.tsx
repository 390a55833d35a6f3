// Every story renders inside the app's real providers (theme, store, router) against the same
// MSW handlers the unit tests use, so a screen looks and behaves here as it does in the shop.
import '../frontend/src/lib/fonts.css';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import { withShop } from './with-shop';
import { forgetHeldCheckout } from '../frontend/src/lib/checkout-memory';
import { forgetRuntimeConfig } from '../frontend/src/lib/runtime-config';
import { mockShop, resetMockShop, VISITOR_CART } from '../frontend/src/testing/mocks/mock-shop';
import { handlers } from '../frontend/src/testing/mocks/handlers';

export default definePreview({
  addons: [
    addonDocs(),
    addonA11y(),
    addonMsw(async () => {
      const worker = setupWorker(...handlers);
      // Beside the page that runs the stories: at the root under `npm run storybook` and in the
      // tests, under /storybook/ where the shop serves the build (whose base is relative).
      await worker.start({ serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` }, onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [withShop],
  globalTypes: {
    session: {
      description: 'Who is signed in: the story’s own choice, or a role to try the screen as',
      toolbar: {
        title: 'Signed in as',
        icon: 'user',
        dynamicTitle: true,
        items: [
          { value: '', title: 'As the story says' },
          { value: 'visitor', title: 'Nobody (a visitor)' },
          { value: 'customer', title: 'The demo customer' },
          { value: 'admin', title: 'The demo admin' },
        ],
      },
    },
  },
  initialGlobals: { session: '' },
  parameters: {
    layout: 'fullscreen',
    // A violation fails the story's test, not just the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  beforeEach: ({ parameters }) => {
    // Each story starts from the same shop: what another story cancelled or paid is back.
    resetMockShop();
    if (parameters.visitorCart) mockShop.carts[VISITOR_CART] = [...parameters.visitorCart];
    forgetRuntimeConfig();
    localStorage.clear();
    // What a checkout story typed, which the checkout keeps for the tab, and a guest's held order,
    // which it keeps in the page's memory.
    sessionStorage.clear();
    forgetHeldCheckout();
  },
});
