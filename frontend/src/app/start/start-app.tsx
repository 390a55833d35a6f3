// The app in the browser: hydrates a server-rendered page, or renders a browser-only one.
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../provider';
import { readServerData } from '../render/server-data';
import { appRoutes } from '../router';
import { serverDataArrived } from '../../lib/api';
import { createEmotionCache } from '../../lib/emotion-cache';
import { loadSession, saveSession, signedIn, type SessionState } from '../../lib/session/session-slice';
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

/** The server rendered the signed-out page; the stored session appears once the page is the browser's. */
function RestoreSession({ store, session }: { store: AppStore; session: SessionState }) {
  useEffect(() => {
    if (session.session) store.dispatch(signedIn(session.session));
  }, [store, session]);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const serverData = readServerData(document);

if (serverData) {
  const session = loadSession();
  const store = makeStore();
  store.dispatch(serverDataArrived(serverData.api));
  keepSessionSaved(store);
  window.__staticRouterHydrationData = serverData.router;
  const routes = appRoutes(store);
  await loadMatchedRoutes(routes);
  // Not as a transition: a transition yields to the browser while it hydrates, and a tap on a link
  // in that window could be lost (measured: 1 in 5 quick taps on Buy Now). The work is kept small
  // instead: below the fold hydrates when idle (deferredSection).
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider store={store} emotionCache={createEmotionCache()}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <RestoreSession store={store} session={session} />
      </AppProvider>
    </StrictMode>,
    // Reported so the end-to-end tests, which fail on any console error, catch a mismatch.
    { onRecoverableError: (error) => console.error('Hydration:', error) },
  );
} else {
  const store = makeStore({ session: loadSession() });
  keepSessionSaved(store);
  createRoot(root).render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={createBrowserRouter(appRoutes(store))} />
      </AppProvider>
    </StrictMode>,
  );
}
