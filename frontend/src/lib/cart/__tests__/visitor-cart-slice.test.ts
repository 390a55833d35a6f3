import { describe, expect, it } from 'vitest';
import { serverDataArrived } from '../../api';
import { makeStore } from '../../store';

/** A server render's API cache holding `queries` (their contents don't matter here). */
const renderedWith = (...queries: string[]) => ({ api: { ...makeStore().getState().api, queries: Object.fromEntries(queries.map((key) => [key, undefined])) } });

describe('whether the visitor’s cart may be read', () => {
  it('when a page shared by every browser arrives, then not until the browser has restored its own state', () => {
    const store = makeStore();
    store.dispatch(serverDataArrived(renderedWith('listProducts({})')));
    expect(store.getState().visitorCart.readable).toBe(false);
  });

  it('when the cart page arrives rendered with this browser’s cart, then at once, as the server rendered it', () => {
    const store = makeStore();
    store.dispatch(serverDataArrived(renderedWith('getVisitorCart(undefined)')));
    expect(store.getState().visitorCart.readable).toBe(true);
  });
});
