import './lib/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { loadSession, saveSession } from './lib/session/session-slice';
import { makeStore } from './lib/store';

const store = makeStore({ session: loadSession() });
let saved = store.getState().session;
store.subscribe(() => {
  const { session } = store.getState();
  if (session !== saved) {
    saved = session;
    saveSession(session);
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProvider store={store}>
      <RouterProvider router={createRouter(store)} />
    </AppProvider>
  </StrictMode>,
);
