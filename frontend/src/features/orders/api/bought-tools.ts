import { useMemo } from 'react';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { useListMyOrdersInfiniteQuery } from './orders-api';

// Paid or on their way: what the server counts as bought for a verified review. A refunded or
// cancelled order's tools were not bought.
const BOUGHT = new Set(['paid', 'shipped']);

/** The signed-in customer's bought tools, most recent first, each once (from their latest orders). */
export function useBoughtTools(): Array<{ _id: string; name: string }> {
  const user = useAppSelector(selectUser);
  const { data } = useListMyOrdersInfiniteQuery(user?.email ?? '', { skip: !user });
  return useMemo(() => {
    const tools = new Map<string, string>();
    for (const order of data?.pages.flatMap((page) => page.items) ?? []) {
      if (!BOUGHT.has(order.status)) continue;
      for (const line of order.lines) if (line.productId && !tools.has(line.productId)) tools.set(line.productId, line.productName);
    }
    return [...tools].map(([_id, name]) => ({ _id, name }));
  }, [data]);
}
