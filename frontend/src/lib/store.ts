import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api, type StoreExtra } from './api';
import { visitorCartSlice } from './cart/visitor-cart-slice';
import { checkoutOwnerChanged } from './checkout-memory';
import { sessionSlice } from './session/session-slice';

const rootReducer = combineSlices(api, sessionSlice, visitorCartSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per app, test and story. */
export function makeStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // Every store hears the window's focus, visibility and network, so queries that opt in to
  // `refetchOnFocus` or `skipPollingIfUnfocused` behave alike in the app, tests and stories. On the
  // server (no window) this does nothing.
  setupListeners(store.dispatch);
  forgetCheckoutsOfOthers(store);
  return store;
}

/** Whoever signs in or out on this tab doesn't find what the checkout kept for the one before. */
function forgetCheckoutsOfOthers(store: { getState: () => RootState; subscribe: (listener: () => void) => unknown }) {
  const ownerOf = (state: RootState) => state.session.session?.user.email ?? null;
  let owner = ownerOf(store.getState());
  store.subscribe(() => {
    const now = ownerOf(store.getState());
    if (now === owner) return;
    owner = now;
    checkoutOwnerChanged(now);
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
