import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatPrice } from '../../../lib/money';
import { paidThroughShop } from '../../../lib/order-actions';
import { orderNumber } from '../../../lib/order-lines';
import { problemCode, problemMessage } from '../../../lib/problem';
import { moneyLeft, partlyRefunded } from '../../../lib/refunds';
import type { Order } from '../../../types/api';
import { useRefundOrderMutation, useShipOrderMutation } from '../api/orders-api';
import { OutsideRefundDialog } from './outside-refund-dialog';
import { PartRefundDialog } from './part-refund-dialog';

type Asked = { move: 'ship' | 'refund'; order: Order } | null;

const alreadyRefunded = (error: Parameters<typeof problemCode>[0]) => problemCode(error) === 'already_refunded';

/** What a refund of the rest does, said before the admin confirms it. */
export function refundMessage(order: Order): string {
  const stock = order.status === 'shipped' ? 'The tools have shipped, so the stock stays as it is.' : 'The tools go back in stock, as the order has not shipped.';
  const what = partlyRefunded(order) ? `the rest of ${orderNumber(order)} is refunded` : `${orderNumber(order)} is refunded in full`;
  return `${what[0]?.toUpperCase()}${what.slice(1)}: ${formatPrice(moneyLeft(order))} goes back to ${order.userName} through the payment provider. ${stock} The customer is emailed. This can’t be undone.`;
}

/**
 * Ship and refund for the admin's order screens: the confirm dialogs, and the notice of what was
 * done. A refund is sent once however often Refund is clicked; a second refund the server
 * refuses as already done counts as done.
 */
export function useOrderActions() {
  const [shipOrder, shipState] = useShipOrderMutation();
  const [refundOrder, refundState] = useRefundOrderMutation();
  const [asked, setAsked] = useState<Asked>(null);
  const [recordingFor, setRecordingFor] = useState<Order | null>(null);
  const [refundingPartOf, setRefundingPartOf] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sending = useRef(false);
  const state = asked?.move === 'refund' ? refundState : shipState;

  const close = () => {
    setAsked(null);
    shipState.reset();
    refundState.reset();
  };

  const confirm = async () => {
    if (!asked || sending.current) return;
    sending.current = true;
    const { move, order } = asked;
    const amount = moneyLeft(order);
    const result = await (move === 'ship' ? shipOrder(order._id) : refundOrder(order._id));
    sending.current = false;
    if ('error' in result && !(move === 'refund' && alreadyRefunded(result.error))) return;
    setNotice(move === 'ship' ? `Order ${orderNumber(order)} is marked as shipped.` : `Order ${orderNumber(order)} is refunded: ${formatPrice(amount)} goes back to ${order.userName}.`);
    close();
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.move === 'refund' ? `Refund order ${orderNumber(asked.order)}?` : `Ship order ${asked ? orderNumber(asked.order) : ''}?`}
        message={
          !asked ? '' : asked.move === 'refund' ? refundMessage(asked.order) : `Mark ${orderNumber(asked.order)} for ${asked.order.userName} as shipped? The customer will see it as Shipped and is emailed.`
        }
        error={state.error ? problemMessage(state.error) : undefined}
        busy={state.isLoading}
        confirmLabel={asked?.move === 'refund' ? (state.error ? 'Retry refund' : `Refund ${formatPrice(moneyLeft(asked.order))}`) : state.error ? 'Retry' : 'Ship'}
        cancelLabel={asked?.move === 'refund' ? 'Don’t refund' : 'Not yet'}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      {refundingPartOf && (
        <PartRefundDialog
          order={refundingPartOf}
          onClose={() => setRefundingPartOf(null)}
          onRefunded={(order, amount) => {
            setNotice(`${formatPrice(amount)} of order ${orderNumber(order)} is refunded to ${order.userName}.`);
            setRefundingPartOf(null);
          }}
        />
      )}
      {recordingFor && (
        <OutsideRefundDialog
          order={recordingFor}
          onClose={() => setRecordingFor(null)}
          onRecorded={(order) => {
            setNotice(`Order ${orderNumber(order)} is recorded as refunded outside the shop: ${formatPrice(order.price)} went back to ${order.userName}.`);
            setRecordingFor(null);
          }}
        />
      )}
    </>
  );

  return {
    askShip: (order: Order) => setAsked({ move: 'ship', order }),
    // Only a payment taken through the shop can go back through the provider; any other is recorded by hand.
    askRefund: (order: Order) => (paidThroughShop(order) ? setAsked({ move: 'refund', order }) : setRecordingFor(order)),
    askPartRefund: (order: Order) => setRefundingPartOf(order),
    dialogs,
    notice,
    clearNotice: () => setNotice(null),
  };
}
