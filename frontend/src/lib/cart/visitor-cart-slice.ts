// Whether this browser's own cart may be read yet. A visitor's cart is on the server, named by an
// HttpOnly cookie (docs/decisions/2026-11-26-forms-first.md), but a server render is shared by every
// browser and a hydrating page must meet what the server rendered: so it is read only once the page
// is the browser's (start-app's RestoreBrowserState), and until then the count and the cart wait.
// The cart and checkout pages are the exceptions: rendered for one browser with its cart (never
// cached), it is readable from the start, in the server's store and in the hydrating browser's alike.
import { createSlice } from '@reduxjs/toolkit';
import { api, serverDataArrived } from '../api';

export interface VisitorCartState {
  readable: boolean;
}

export const visitorCartSlice = createSlice({
  name: 'visitorCart',
  initialState: (): VisitorCartState => ({ readable: false }),
  reducers: {
    visitorCartReadable: (state) => {
      state.readable = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(serverDataArrived, (state, action) => {
      const queries = (action.payload[api.reducerPath] as { queries?: Record<string, unknown> } | undefined)?.queries ?? {};
      if (Object.keys(queries).some((key) => key.startsWith('getVisitorCart('))) state.readable = true;
    });
  },
  selectors: {
    selectVisitorCartReadable: (state) => state.readable,
  },
});

export const { visitorCartReadable } = visitorCartSlice.actions;
export const { selectVisitorCartReadable } = visitorCartSlice.selectors;
