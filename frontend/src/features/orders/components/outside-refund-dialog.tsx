import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { fieldProps } from '../../../lib/form-field';
import { formatPrice } from '../../../lib/money';
import { orderNumber } from '../../../lib/order-lines';
import { problemCode, problemMessage } from '../../../lib/problem';
import { moneyLeft } from '../../../lib/refunds';
import { z } from '../../../lib/zod';
import type { Order } from '../../../types/api';
import { useRecordOutsideRefundMutation } from '../api/orders-api';

const { 'OutsideRefund.note': Note } = limits;

const noteSchema = z.object({
  note: z.string().trim().min(1, 'Say how the money went back, for the audit trail').max(Note.maxLength, `The note can be at most ${Note.maxLength} characters`),
});
type NoteValues = z.infer<typeof noteSchema>;

const alreadyRefunded = (error: Parameters<typeof problemCode>[0]) => problemCode(error) === 'already_refunded';

/** What recording the refund does, said before the admin confirms it. */
export function outsideRefundMessage(order: Order): string {
  const stock = order.status === 'shipped' ? 'The tools have shipped, so the stock stays as it is.' : 'The tools go back in stock, as the order has not shipped.';
  return `${orderNumber(order)} was not paid through the shop, so the shop can’t send the money back itself. Record here that ${formatPrice(moneyLeft(order))} went back to ${order.userName} another way: the order becomes refunded. ${stock} The customer is emailed. This can’t be undone.`;
}

export interface OutsideRefundDialogProps {
  order: Order;
  onClose: () => void;
  onRecorded: (order: Order) => void;
}

/**
 * An order with no payment taken through the shop (the demo's past orders, a bank transfer) is
 * refunded by hand; this records that it was, with the note the audit trail keeps.
 */
export function OutsideRefundDialog({ order, onClose, onRecorded }: OutsideRefundDialogProps) {
  const [record, { error, isLoading }] = useRecordOutsideRefundMutation();
  const sending = useRef(false);
  const formId = useId();
  const titleId = useId();
  const messageId = useId();
  const { register, handleSubmit, formState } = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });

  const submit = handleSubmit(async ({ note }) => {
    if (sending.current) return;
    sending.current = true;
    const result = await record({ id: order._id, note });
    sending.current = false;
    // Recorded by another admin a moment ago: what this one wanted is done.
    if ('data' in result && result.data) onRecorded(result.data);
    else if (alreadyRefunded(result.error)) onRecorded(order);
  });

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} aria-describedby={messageId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Record a refund made outside the shop for order {orderNumber(order)}?</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} aria-label={`Record a refund of order ${orderNumber(order)}`} spacing={2} onSubmit={submit} noValidate>
          <DialogContentText id={messageId}>{outsideRefundMessage(order)}</DialogContentText>
          <TextField
            label="How the money went back"
            placeholder="Cash at the counter, a bank transfer and its reference"
            multiline
            minRows={2}
            autoFocus
            {...fieldProps(register('note'), formState.errors.note)}
          />
          {error && !alreadyRefunded(error) && (
            <Alert severity="error" role="alert">
              {problemMessage(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Don’t record
        </Button>
        <Button type="submit" form={formId} variant="contained" color="error" loading={isLoading}>
          {error && !alreadyRefunded(error) ? 'Retry' : `Record refund of ${formatPrice(moneyLeft(order))}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
