// What may be done with an order in each status, as the server allows it
// (backend/src/modules/orders/order-state.ts): unpaid → paid → shipped, unpaid → cancelled, paid or
// shipped → refunded. The customer pays or cancels, the admin ships and refunds; screens offer only
// these, and the mocked API refuses the rest as the server does.
import type { Order, OrderStatus } from '../types/api';

export type OrderMove = 'pay' | 'cancel' | 'ship' | 'refund';

const startsFrom: Record<OrderMove, readonly OrderStatus[]> = { pay: ['unpaid'], cancel: ['unpaid'], ship: ['paid'], refund: ['paid', 'shipped'] };

/** Whether `move` is possible for `order` in its current status. */
export const canMove = (order: Pick<Order, 'status'>, move: OrderMove): boolean => startsFrom[move].includes(order.status);

/**
 * Whether a payment was taken through the shop, which the payment provider can send back; an order
 * paid otherwise (the demo's past orders, a bank transfer) is refunded by hand and recorded as such.
 */
export const paidThroughShop = (order: Pick<Order, 'transactionId'>): boolean => order.transactionId !== null;
