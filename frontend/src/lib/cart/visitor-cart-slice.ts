// A visitor's cart: the tools and quantities only, kept in this browser (localStorage), so it
// survives a reload without an account. Prices and stock are never kept here: the cart page asks the
// server for them (priceCart). At sign-in the lines are merged into the shopper's own cart on the
// server and forgotten here.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { limits } from '../contract-limits';
import type { CartItem } from '../../types/api';

export interface VisitorCartState {
  /** Null until this browser's cart has been read: a server render, and a page until it is hydrated. */
  lines: CartItem[] | null;
}

const STORAGE_KEY = 'handtools.cart';
export const MAX_CART_LINES = limits['CartItems.lines'].maxItems;

const isItem = (value: unknown): value is CartItem => {
  const item = value as Partial<CartItem> | null;
  return typeof item?.productId === 'string' && Number.isInteger(item.quantity) && (item.quantity ?? 0) >= 1;
};

/** This browser's cart; what can't be a cart line (a damaged or foreign entry) is left out. */
export function loadVisitorCart(): CartItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    const lines = stored.filter(isItem).map(({ productId, quantity }) => ({ productId, quantity }));
    return lines.filter((line, index) => lines.findIndex((other) => other.productId === line.productId) === index).slice(0, MAX_CART_LINES);
  } catch {
    return [];
  }
}

export function saveVisitorCart(lines: CartItem[]): void {
  if (lines.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  else localStorage.removeItem(STORAGE_KEY);
}

/** Another tab changed this browser's cart. */
export const isVisitorCartChange = (event: StorageEvent): boolean => event.key === STORAGE_KEY || event.key === null;

export const visitorCartSlice = createSlice({
  name: 'visitorCart',
  initialState: (): VisitorCartState => ({ lines: null }),
  reducers: {
    visitorCartRead: (state, action: PayloadAction<CartItem[]>) => {
      state.lines = action.payload;
    },
    /** Adds the tool at the end, or changes its quantity where it is (the contract's "in the order they were added"). */
    visitorLineSet: (state, action: PayloadAction<CartItem>) => {
      const lines = (state.lines ??= []);
      const line = lines.find((held) => held.productId === action.payload.productId);
      if (line) line.quantity = action.payload.quantity;
      else if (lines.length < MAX_CART_LINES) lines.push(action.payload);
    },
    visitorLineRemoved: (state, action: PayloadAction<string>) => {
      state.lines = (state.lines ?? []).filter((line) => line.productId !== action.payload);
    },
    /** Merged into the signed-in shopper's cart, or ordered as a guest: these lines are the server's now. */
    visitorLinesMerged: (state, action: PayloadAction<CartItem[]>) => {
      const merged = new Set(action.payload.map((line) => line.productId));
      state.lines = (state.lines ?? []).filter((line) => !merged.has(line.productId));
    },
  },
  selectors: {
    selectVisitorLines: (state) => state.lines,
  },
});

export const { visitorCartRead, visitorLineSet, visitorLineRemoved, visitorLinesMerged } = visitorCartSlice.actions;
export const { selectVisitorLines } = visitorCartSlice.selectors;
