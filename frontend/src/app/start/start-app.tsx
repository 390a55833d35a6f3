// The app in the browser: hydrates a server-rendered page, or renders a browser-only one.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../provider';
import { readServerData } from '../render/server-data';
import { appRoutes } from '../router';
import { serverDataArrived } from '../../lib/api';
import { createHydratingEmotionCache } from '../../lib/emotion-cache';
import { noteTypedTextareas } from '../../lib/keep-typed-before-hydration';
import { visitorCartReadable } from '../../lib/cart/visitor-cart-slice';
import { loadSession, saveSession, signedIn, type SessionState } from '../../lib/session/session-slice';
import { takeOverWaitingSignIn } from '../../lib/session/sign-in-hand-over';
import { makeStore, type AppStore } from '../../lib/store';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

function keepSessionSaved(store: AppStore) {
  let saved = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session !== saved) {
      saved = session;
      saveSession(session);
    }
  });
}

// The matched routes' code must be here before hydrating, or the router would render its
// fallback where the server rendered the page.
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The server rendered the page signed out with no cart: this browser's session and cart appear once
 * the page is the browser's, so hydration meets exactly what the server rendered.
 */
function RestoreBrowserState({ store, session }: { store: AppStore; session: SessionState }) {
  useEffect(() => {
    const restore = () => {
      if (session.session) store.dispatch(signedIn(session.session));
      store.dispatch(visitorCartReadable());
    };
    // Once the browser is idle, when every part of the page has hydrated: a store update re-renders
    // at once (React-Redux's updates are never transitions), and reaching a part still to hydrate
    // it would hydrate that part there and then, in one long task (measured: 140–230 ms at 4×).
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(restore, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(restore, { timeout: 1500 });
    return () => cancelIdleCallback(idle);
  }, [store, session]);
  return null;
}

/** Its effect runs once the hydrated page is committed, after the router's own effects: the app is live. */
function WhenLive({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// For whoever waits on the app (the end-to-end tests): the page now acts as the app, not as HTML.
const markLive = () => root.setAttribute('data-interactive', '');
const serverData = readServerData(document);

if (serverData) {
  noteTypedTextareas(document);
  const store = makeStore();
  store.dispatch(serverDataArrived(serverData.api));
  keepSessionSaved(store);
  // Before hydrating, so that the session a form sign-in handed over is restored like any other.
  const handedOver = await takeOverWaitingSignIn(store);
  const session = handedOver ? { session: handedOver } : loadSession();
  window.__staticRouterHydrationData = serverData.router;
  const routes = appRoutes(store);
  await loadMatchedRoutes(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // phone's main thread for the whole page (the long tasks Total Blocking Time counts). A tap in
  // that window once went astray; the cause was the layout's scroll on taking over (AppLayout), and
  // e2e/server-render's slow-phone taps keep it found.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider store={store} emotionCache={createHydratingEmotionCache(document)}>
          <RouterProvider router={createBrowserRouter(routes)} />
          <RestoreBrowserState store={store} session={session} />
          <WhenLive then={markLive} />
        </AppProvider>
      </StrictMode>,
      // Reported so the end-to-end tests, which fail on any console error, catch a mismatch.
      { onRecoverableError: (error) => console.error('Hydration:', error) },
    );
  });
} else {
  const store = makeStore({ session: loadSession(), visitorCart: { readable: true } });
  keepSessionSaved(store);
  const handedOver = await takeOverWaitingSignIn(store);
  if (handedOver) store.dispatch(signedIn(handedOver));
  createRoot(root).render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={createBrowserRouter(appRoutes(store))} />
        <WhenLive then={markLive} />
      </AppProvider>
    </StrictMode>,
  );
}
