import type { Store } from '@reduxjs/toolkit';
import { isVisitorCartChange, loadVisitorCart, saveVisitorCart, visitorCartRead, type VisitorCartState } from './visitor-cart-slice';

/**
 * The visitor's cart follows the store into this browser's storage, and another tab's changes into
 * the store. Nothing is written while the cart is unread (null): a page not yet hydrated must not
 * overwrite what the browser holds.
 */
export function keepVisitorCartSaved(store: Store<{ visitorCart: VisitorCartState }>): () => void {
  let saved = store.getState().visitorCart.lines;
  const unsubscribe = store.subscribe(() => {
    const { lines } = store.getState().visitorCart;
    if (lines !== saved && lines !== null) {
      saved = lines;
      saveVisitorCart(lines);
    }
  });
  const otherTab = (event: StorageEvent) => {
    if (!isVisitorCartChange(event)) return;
    saved = loadVisitorCart();
    store.dispatch(visitorCartRead(saved));
  };
  window.addEventListener('storage', otherTab);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', otherTab);
  };
}
