// The cart as every screen uses it, whoever holds it: the server (a signed-in shopper's) or this
// browser (a visitor's, priced by the server). Screens don't need to know which.
import { useCallback, useEffect, useRef } from 'react';
import { problemMessage } from '../problem';
import { addToLine, type QuantityChange, type StockLimits } from '../quantity-rules';
import { selectUser } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store';
import type { Cart, CartItem } from '../../types/api';
import { cartApi, useGetCartQuery, useMergeCartMutation, usePriceCartQuery, useRemoveCartLineMutation, useSetCartLineMutation } from './cart-api';
import { MAX_CART_LINES, selectVisitorLines, visitorLineRemoved, visitorLineSet, visitorLinesMerged } from './visitor-cart-slice';

const EMPTY_CART: Cart = { lines: [], total: '0.00' };
const cartFull = `Your cart is full (${MAX_CART_LINES} tools). Check out or remove a tool first.`;

const toolsIn = (lines: ReadonlyArray<{ quantity: number }>) => lines.reduce((count, line) => count + line.quantity, 0);

/**
 * How many tools the cart holds (12 hacksaws are 12 tools, not one line), or null while that can't be known: on the server and until the
 * page is hydrated (this browser's cart and session are read only then), and while a signed-in
 * shopper's cart is on its way.
 */
export function useCartCount(): number | null {
  const user = useAppSelector(selectUser);
  const visitorLines = useAppSelector(selectVisitorLines);
  const { data } = useGetCartQuery(user?.email ?? '', { skip: !user });
  if (user) return data ? toolsIn(data.lines) : null;
  return visitorLines ? toolsIn(visitorLines) : null;
}

/** The merge of this browser's lines into the signed-in shopper's cart: one for the whole app, whichever screen runs or shows it. */
function useMerge() {
  const dispatch = useAppDispatch();
  const [merge, state] = useMergeCartMutation({ fixedCacheKey: 'visitor-cart-merge' });
  const run = useCallback(
    async (lines: CartItem[]) => {
      const result = await merge({ lines });
      // Only what was merged is forgotten here: the server holds it now.
      if ('data' in result) dispatch(visitorLinesMerged(lines));
    },
    [merge, dispatch],
  );
  return [run, state] as const;
}

/** Merges the lines a visitor kept in this browser into their cart once they are signed in. */
export function useMergeVisitorCart() {
  const signedIn = useAppSelector(selectUser) !== null;
  const visitorLines = useAppSelector(selectVisitorLines);
  const [merge] = useMerge();
  // The lines being merged: one request for them, even when the effect runs twice (StrictMode). A
  // merge that failed is tried again from the cart page (its Retry), not in a loop.
  const merging = useRef<CartItem[] | null>(null);
  useEffect(() => {
    if (!signedIn || !visitorLines?.length || merging.current === visitorLines) return;
    merging.current = visitorLines;
    void merge(visitorLines);
  }, [signedIn, visitorLines, merge]);
}

/** Adds a tool to the cart: `amount` more than it holds, within [minimum, available]. Resolves to the new quantity or why not. */
export function useAddToCart() {
  const user = useAppSelector(selectUser);
  const visitorLines = useAppSelector(selectVisitorLines);
  const dispatch = useAppDispatch();
  const [setLine, { isLoading }] = useSetCartLineMutation();

  const add = async (product: StockLimits & { _id: string }, amount: number): Promise<QuantityChange> => {
    if (!user) {
      const lines = visitorLines ?? [];
      const held = lines.find((line) => line.productId === product._id)?.quantity;
      if (held === undefined && lines.length >= MAX_CART_LINES) return { refused: cartFull };
      const change = addToLine(held ?? 0, amount, product);
      if ('quantity' in change) dispatch(visitorLineSet({ productId: product._id, quantity: change.quantity }));
      return change;
    }
    // The server's cart as it stands, so the line grows from what it really holds (another tab, device).
    const cart = await dispatch(cartApi.endpoints.getCart.initiate(user.email, { subscribe: false, forceRefetch: true }));
    if (!cart.data) return { refused: problemMessage(cart.error) };
    const change = addToLine(cart.data.lines.find((line) => line.productId === product._id)?.quantity ?? 0, amount, product);
    if ('refused' in change) return change;
    const result = await setLine({ productId: product._id, quantity: change.quantity });
    return 'error' in result ? { refused: problemMessage(result.error) } : change;
  };

  return { add, adding: isLoading };
}

/** The cart page's cart, priced by the server, and the changes it allows. */
export function useCart() {
  const user = useAppSelector(selectUser);
  const visitorLines = useAppSelector(selectVisitorLines);
  const dispatch = useAppDispatch();
  const [merge, mergeState] = useMerge();
  // Signed in with lines still in this browser: they are on their way into the server's cart.
  const merging = user !== null && (visitorLines?.length ?? 0) > 0;
  const serverCart = useGetCartQuery(user?.email ?? '', { skip: !user || merging, refetchOnMountOrArgChange: true });
  const visitorCart = usePriceCartQuery({ lines: visitorLines ?? [] }, { skip: user !== null || !visitorLines?.length, refetchOnMountOrArgChange: true });
  const [setLine] = useSetCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();

  const query = user ? serverCart : visitorCart;
  const cart = user ? serverCart.data : visitorLines?.length === 0 ? EMPTY_CART : visitorCart.data;

  const errorOf = (result: { error?: Parameters<typeof problemMessage>[0] }) => ('error' in result && result.error ? problemMessage(result.error) : null);

  /** Sets a line's quantity; null when done, else why not. */
  const setQuantity = async (productId: string, quantity: number): Promise<string | null> => {
    if (user) return errorOf(await setLine({ productId, quantity }));
    dispatch(visitorLineSet({ productId, quantity }));
    return null;
  };
  const remove = async (productId: string): Promise<string | null> => {
    if (user) return errorOf(await removeLine(productId));
    dispatch(visitorLineRemoved(productId));
    return null;
  };
  const retry = () => {
    if (merging) void merge(visitorLines ?? []);
    else void query.refetch();
  };

  return {
    signedIn: user !== null,
    cart,
    loading: merging ? !mergeState.isError : !cart && !query.isError,
    updating: query.isFetching,
    error: merging ? mergeState.error : query.error,
    retry,
    setQuantity,
    remove,
  };
}
