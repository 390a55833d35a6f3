// The cart as every screen uses it, whoever holds it: a signed-in shopper's or a visitor's, both on
// the server (the visitor's named by a cookie). Screens don't need to know which.
import { useCallback, useEffect, useRef } from 'react';
import { problemMessage } from '../problem';
import { addToLine, type QuantityChange, type StockLimits } from '../quantity-rules';
import { selectUser } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store';
import type { CartItem } from '../../types/api';
import {
  cartApi,
  useGetCartQuery,
  useGetVisitorCartQuery,
  useMergeCartMutation,
  useRemoveCartLineMutation,
  useSetCartLineMutation,
  useSetVisitorCartLineMutation,
} from './cart-api';
import { forgetLegacyVisitorCart, readLegacyVisitorCart } from './visitor-cart-legacy';
import { selectVisitorCartReadable } from './visitor-cart-slice';

const toolsIn = (lines: ReadonlyArray<{ quantity: number }>) => lines.reduce((count, line) => count + line.quantity, 0);

/** The visitor's cart (the cookie's), once this browser's cart may be read: for a visitor, and for a shopper who has one to merge. */
function useVisitorCart(options: { refetchOnMountOrArgChange?: boolean } = {}) {
  const readable = useAppSelector(selectVisitorCartReadable);
  return useGetVisitorCartQuery(undefined, { skip: !readable, ...options });
}

/**
 * How many tools the cart holds (12 hacksaws are 12 tools, not one line), or null while that can't be known: on the server and until the
 * page is hydrated (this browser's cart and session are read only then), and while the cart is on its way.
 */
export function useCartCount(): number | null {
  const user = useAppSelector(selectUser);
  const visitorCart = useVisitorCart();
  const { data } = useGetCartQuery(user?.email ?? '', { skip: !user });
  const cart = user ? data : visitorCart.data;
  return cart ? toolsIn(cart.lines) : null;
}

/**
 * The merge of the visitor's cart into the signed-in shopper's: one for the whole app, whichever
 * screen runs or shows it. Merged lines are then removed from the visitor's cart; the merge keeps the
 * larger quantity, so lines merged twice (a removal that failed) come out the same.
 */
function useMerge() {
  const [merge, state] = useMergeCartMutation({ fixedCacheKey: 'visitor-cart-merge' });
  const [setVisitorLine] = useSetVisitorCartLineMutation();
  const run = useCallback(
    async (lines: CartItem[]) => {
      const result = await merge({ lines });
      if ('error' in result) return;
      for (const line of lines) await setVisitorLine({ productId: line.productId, quantity: 0 });
    },
    [merge, setVisitorLine],
  );
  return [run, state] as const;
}

/** Lines this browser kept before the cart was the server's: into the server's cart once, then forgotten. */
function useMoveLegacyLines() {
  const readable = useAppSelector(selectVisitorCartReadable);
  const signedIn = useAppSelector(selectUser) !== null;
  const dispatch = useAppDispatch();
  const [merge] = useMergeCartMutation();
  const moved = useRef(false);
  useEffect(() => {
    if (!readable || moved.current) return;
    moved.current = true;
    const lines = readLegacyVisitorCart();
    if (lines.length === 0) return;
    void (async () => {
      if (signedIn) {
        if (!('error' in (await merge({ lines })))) forgetLegacyVisitorCart();
        return;
      }
      const cart = await dispatch(cartApi.endpoints.getVisitorCart.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (!cart.data) return;
      const held = new Map(cart.data.lines.map((line) => [line.productId, line.quantity]));
      // A line the server refuses (sold out, no longer sold) can't be in any cart: it is forgotten with the rest.
      const answers = await Promise.all(
        lines.map((line) =>
          dispatch(cartApi.endpoints.setVisitorCartLine.initiate({ productId: line.productId, quantity: Math.max(line.quantity, held.get(line.productId) ?? 0) })),
        ),
      );
      if (answers.every((answer) => !('error' in answer) || isAnswered(answer.error))) forgetLegacyVisitorCart();
    })();
  }, [readable, signedIn, merge, dispatch]);
}

/** The server answered (a refusal), as opposed to a network failure or a server error, which keep the lines for the next visit. */
const isAnswered = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status < 500;
};

/** Moves this browser's old lines into the server's cart, and merges the visitor's cart into their own once they are signed in. */
export function useMergeVisitorCart() {
  const signedIn = useAppSelector(selectUser) !== null;
  const { data } = useVisitorCart();
  const [merge] = useMerge();
  useMoveLegacyLines();
  // One merge at a time: even when the effect runs twice (StrictMode), and while the merged lines are
  // being removed one by one (each removal answers with a smaller cart). A merge that failed is
  // tried again from the cart page (its Retry), not in a loop.
  const running = useRef(false);
  useEffect(() => {
    if (!signedIn || !data?.lines.length || running.current) return;
    running.current = true;
    void merge(data.lines.map(({ productId, quantity }) => ({ productId, quantity }))).finally(() => (running.current = false));
  }, [signedIn, data, merge]);
}

/** Adds a tool to the cart: `amount` more than it holds, within [minimum, available]. Resolves to the new quantity or why not. */
export function useAddToCart() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [setLine, shopperState] = useSetCartLineMutation();
  const [setVisitorLine, visitorState] = useSetVisitorCartLineMutation();

  const add = async (product: StockLimits & { _id: string }, amount: number): Promise<QuantityChange> => {
    // The cart as it stands on the server, so the line grows from what it really holds (another tab, device, a form posted before the page's code).
    const read = { subscribe: false, forceRefetch: true };
    const cart = user
      ? await dispatch(cartApi.endpoints.getCart.initiate(user.email, read))
      : await dispatch(cartApi.endpoints.getVisitorCart.initiate(undefined, read));
    if (!cart.data) return { refused: problemMessage(cart.error) };
    const change = addToLine(cart.data.lines.find((line) => line.productId === product._id)?.quantity ?? 0, amount, product);
    if ('refused' in change) return change;
    const line = { productId: product._id, quantity: change.quantity };
    const result = await (user ? setLine(line) : setVisitorLine(line));
    return 'error' in result ? { refused: problemMessage(result.error) } : change;
  };

  return { add, adding: shopperState.isLoading || visitorState.isLoading };
}

/** The cart page's cart, priced by the server, and the changes it allows. */
export function useCart() {
  const user = useAppSelector(selectUser);
  const visitorCart = useVisitorCart({ refetchOnMountOrArgChange: true });
  const [merge, mergeState] = useMerge();
  // Signed in with lines still in the visitor's cart: they are on their way into the shopper's.
  const visitorLines = visitorCart.data?.lines ?? [];
  const merging = user !== null && visitorLines.length > 0;
  const serverCart = useGetCartQuery(user?.email ?? '', { skip: !user || merging, refetchOnMountOrArgChange: true });
  const [setLine] = useSetCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();
  const [setVisitorLine] = useSetVisitorCartLineMutation();

  const query = user ? serverCart : visitorCart;
  const cart = query.data;

  const errorOf = (result: { error?: Parameters<typeof problemMessage>[0] }) => ('error' in result && result.error ? problemMessage(result.error) : null);

  /** Sets a line's quantity; null when done, else why not. */
  const setQuantity = async (productId: string, quantity: number): Promise<string | null> =>
    errorOf(await (user ? setLine({ productId, quantity }) : setVisitorLine({ productId, quantity })));
  const remove = async (productId: string): Promise<string | null> =>
    errorOf(await (user ? removeLine(productId) : setVisitorLine({ productId, quantity: 0 })));
  const retry = () => {
    if (merging) void merge(visitorLines.map(({ productId, quantity }) => ({ productId, quantity })));
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
