import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatCents, formatPrice } from '../../../lib/money';
import { paidThroughShop } from '../../../lib/order-actions';
import { orderNumber } from '../../../lib/order-lines';
import { problemMessage } from '../../../lib/problem';
import { refundable } from '../../../lib/refunds';
import type { Order } from '../../../types/api';
import { useRefundOrderPartMutation } from '../api/orders-api';
import { emptyRefund, partRefundSchema, refundCents, toRequest, type PartRefundValues } from '../part-refund-form';

export interface PartRefundDialogProps {
  order: Order;
  onClose: () => void;
  onRefunded: (order: Order, amount: string) => void;
}

/**
 * Refund part of a paid order: how many of each tool and whether they go back into stock, the
 * delivery charge, or an amount typed instead. Through the payment provider where the order was
 * paid through the shop; otherwise recorded as made outside it, with a note for the audit trail.
 */
export function PartRefundDialog({ order, onClose, onRefunded }: PartRefundDialogProps) {
  const [refundPart, { error, isLoading }] = useRefundOrderPartMutation();
  const sending = useRef(false);
  const formId = useId();
  const titleId = useId();
  const outsideShop = !paidThroughShop(order);
  const left = useMemo(() => refundable(order), [order]);
  const schema = useMemo(() => partRefundSchema(order, outsideShop), [order, outsideShop]);
  const { control, register, handleSubmit, watch, formState } = useForm<PartRefundValues>({ resolver: zodResolver(schema), defaultValues: emptyRefund(order) });
  const amountCents = refundCents(order, watch());
  const number = orderNumber(order);

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    const result = await refundPart({ id: order._id, refund: toRequest(values, outsideShop) });
    sending.current = false;
    if ('data' in result && result.data) onRefunded(result.data, formatCents(amountCents));
  });

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Refund part of order {number}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} aria-label={`Refund part of order ${number}`} spacing={2} onSubmit={submit} noValidate>
          <DialogContentText>
            {outsideShop
              ? `${number} was not paid through the shop: record here what went back to ${order.userName} another way.`
              : `The money goes back to ${order.userName} through the payment provider, and the customer is emailed.`}{' '}
            {formatPrice(formatCents(left.moneyCents))} is left to refund.
          </DialogContentText>
          {order.lines.map((line, index) =>
            (left.units[index] ?? 0) === 0 ? null : (
              <Stack key={`${line.productId ?? 'deleted'}-${index}`} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  label={`${line.productName}: units`}
                  type="number"
                  slotProps={{ htmlInput: { min: 0, max: left.units[index], inputMode: 'numeric' } }}
                  sx={{ width: { sm: '16rem' } }}
                  {...register(`lines.${index}.units`)}
                  error={Boolean(formState.errors.lines?.[index]?.units)}
                  helperText={formState.errors.lines?.[index]?.units?.message ?? `${left.units[index]} left at ${formatPrice(line.unitPrice)}`}
                />
                <Controller
                  name={`lines.${index}.restock`}
                  control={control}
                  render={({ field: { value, onChange, ...field } }) => (
                    <FormControlLabel
                      control={<Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
                      label="Back in stock"
                      aria-label={`${line.productName}: back in stock`}
                    />
                  )}
                />
              </Stack>
            ),
          )}
          {left.shippingCents > 0 && (
            <Controller
              name="shipping"
              control={control}
              render={({ field: { value, onChange, ...field } }) => (
                <FormControlLabel
                  control={<Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
                  label={`Refund the delivery charge (${formatPrice(formatCents(left.shippingCents))})`}
                />
              )}
            />
          )}
          <TextField
            label="Amount to refund"
            inputMode="decimal"
            placeholder={formatCents(amountCents)}
            {...register('amount')}
            error={Boolean(formState.errors.amount)}
            helperText={formState.errors.amount?.message ?? 'Leave empty to refund what the chosen tools and delivery cost; type an amount for anything else.'}
          />
          {outsideShop && (
            <TextField
              label="How the money went back"
              placeholder="Cash at the counter, a bank transfer and its reference"
              multiline
              minRows={2}
              required
              {...register('note')}
              error={Boolean(formState.errors.note)}
              helperText={formState.errors.note?.message}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {problemMessage(error)}
            </Alert>
          )}
          <Typography sx={{ fontWeight: 700 }}>Refund now: {formatPrice(formatCents(amountCents))}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Don’t refund
        </Button>
        <Button type="submit" form={formId} variant="contained" color="error" loading={isLoading}>
          {error ? 'Retry refund' : `Refund ${formatPrice(formatCents(amountCents))}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
