// What may be done with an order in each status, as the server allows it
// (backend/src/modules/orders/order-state.ts): unpaid → paid → shipped, unpaid → cancelled. The
// customer pays or cancels, the admin ships; screens offer only these, and the mocked API refuses
// the rest as the server does.
import type { Order, OrderStatus } from '../types/api';

export type OrderMove = 'pay' | 'cancel' | 'ship';

const startsFrom: Record<OrderMove, OrderStatus> = { pay: 'unpaid', cancel: 'unpaid', ship: 'paid' };

/** Whether `move` is possible for `order` in its current status. */
export const canMove = (order: Pick<Order, 'status'>, move: OrderMove): boolean => order.status === startsFrom[move];
