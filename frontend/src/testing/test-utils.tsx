import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { axe } from 'vitest-axe';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';
import { makeStore, type RootState } from '../lib/store';
import { stylesForThisFile } from './test-styles';

/** A store as the browser starts one: this browser's cart readable, then what the test sets. */
const browserStore = (preloadedState?: Partial<RootState>) => makeStore({ visitorCart: { readable: true }, ...preloadedState });

/** Renders `ui` at `route` inside the app's real providers with a fresh store. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '/', preloadedState, extraRoutes = [] }: { route?: string; path?: string; preloadedState?: Partial<RootState>; extraRoutes?: RouteObject[] } = {},
) {
  const store = browserStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [route] });
  const view = render(
    <AppProvider store={store} emotionCache={stylesForThisFile()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router };
}

/** The whole app (its real routes, guards and lazy route modules) at `route`. */
export function renderApp(route: string, { preloadedState }: { preloadedState?: Partial<RootState> } = {}) {
  const store = browserStore(preloadedState);
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [route] });
  const view = render(
    <AppProvider store={store} emotionCache={stylesForThisFile()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router };
}

/**
 * Puts `text` into `field` as one input, the way a pasted or autofilled value arrives. A test of
 * what a form does with a value uses this; `user.type` is for what a form does on each key (a
 * keystroke re-renders the whole form, which made typing most of the unit tests' time).
 */
export async function enterText(user: UserEvent, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** axe over the rendered page; colour contrast needs real layout, so the browser tests check it. */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results).toHaveNoViolations();
}

export { onAPhone } from './viewport';
