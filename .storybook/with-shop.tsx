import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { AppProvider } from '../frontend/src/app/provider';
import { appRoutes } from '../frontend/src/app/router';
import { makeStore } from '../frontend/src/lib/store';
import type { CartItem } from '../frontend/src/types/api';
import { adminFixture, customerFixture, signedInAs } from '../frontend/src/testing/fixtures/users';

/** Who is signed in for a story: nobody, the demo customer or the demo admin. */
export type StorySession = 'visitor' | 'customer' | 'admin';

declare module '@storybook/react-vite' {
  interface Parameters {
    session?: StorySession;
    /** The route the story's component is mounted at, the URL shown, and the history state it was reached with ({path, url, state}). */
    route?: { path: string; url: string; state?: unknown };
    /** Render the whole app (navbar, guards, lazy routes) at `route.url` instead of the component alone. */
    app?: boolean;
    /** The lines of the visitor's cart, as the (mocked) server keeps them. */
    visitorCart?: CartItem[];
  }
}

const preloaded = (session: StorySession = 'visitor') =>
  session === 'visitor' ? {} : signedInAs(session === 'admin' ? adminFixture : customerFixture);

/** A fresh store and an in-memory router per story; other routes render a placeholder heading. */
export const withShop: Decorator = (Story, { parameters, globals }) => {
  const route = parameters.route ?? { path: '/', url: '/' };
  // The toolbar's "Signed in as" (a designer trying a screen as another role) over the story's own.
  const session = (globals.session as StorySession | '' | undefined) || parameters.session;
  const store = makeStore({ visitorCart: { readable: true }, ...preloaded(session) });
  const router = createMemoryRouter(
    parameters.app
      ? appRoutes(store)
      : [
          { path: route.path, element: <Story /> },
          { path: '*', element: <h1>Another page of the shop</h1> },
        ],
    { initialEntries: [{ ...parsePath(route.url), state: route.state }] },
  );
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
