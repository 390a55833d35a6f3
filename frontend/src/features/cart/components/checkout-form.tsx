import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { checkoutAttemptKey, forgetHeldCheckout, forgetTypedCheckout, heldCheckout, holdCheckout, rememberCheckout } from '../../../lib/checkout-memory';
import type { CheckoutPaymentSlot, HeldOrder } from '../../../lib/checkout-payment';
import { fieldProps } from '../../../lib/form-field';
import { useKeepTypedBeforeHydration } from '../../../lib/keep-typed-before-hydration';
import { answerLost, isNotFound, problemCode, problemMessage } from '../../../lib/problem';
import { useDeliveryForm } from '../../../lib/profile/use-delivery-form';
import type { AuthOrigin } from '../../../lib/session/require-auth';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import type { z } from '../../../lib/zod';
import type { Cart } from '../../../types/api';
import { useGetHeldOrderQuery } from '../api/checkout-api';
import { checkoutDetailsAction, guestSchema } from '../guest-details';
import { useAddressStep } from '../use-address-step';
import { orderableItems, useDeliveryChoice } from '../use-delivery-choice';
import { usePlaceOrder, type Destination, type Ordering, type PlaceError } from '../use-place-order';
import { BuyerVatNumber, useBuyerVatNumber } from './buyer-vat-number';
import { SavedAddressPicker, SaveToAddressBook, useCheckoutAddressBook } from './saved-address-picker';
import { CheckoutOutcome, ContinueToPayment } from './checkout-outcome';
import { CheckoutProblem, type FixLink } from './checkout-problem';
import { DeliveryMethod } from './delivery-method';
import { HeldDelivery, orderAsCart } from './held-order';
import { OrderLines } from './order-lines';
import { PaymentNeedsJavaScript } from './payment-needs-javascript';

type Guest = z.infer<typeof guestSchema>;
/** Where the order goes and whose it is, as the address step asks. */
type Address = Omit<Destination, 'country' | 'shippingMethod' | 'expectedTotal'>;

/** The lines a checkout orders, as read from the server. */
export interface CheckoutLines {
  cart: Cart | undefined;
  loading: boolean;
  updating: boolean;
  error: PlaceError | undefined;
  retry: () => void;
}

export interface CheckoutFormProps {
  /** Which checkout this is (the cart, or Buy Now of a tool): an order held is kept for it. */
  checkout: string;
  lines: CheckoutLines;
  ordering: (cart: Cart) => Ordering;
  /** Under the lines, before the order is placed (Buy Now's quantity). */
  editor?: ReactNode;
  /** What the page says when there is nothing to order. */
  empty: ReactNode;
  /** Where lines that can't be ordered are put right. */
  fix: FixLink;
  /** The page's own reason not to take a payment yet (a quantity typed that doesn't hold). */
  blocked?: boolean;
  payment: CheckoutPaymentSlot;
}

/**
 * One page: what is ordered, where it goes, and the payment. Pay places the order (its stock held
 * from then on) and pays it; a refused card leaves that order held, shown in place of the form, and
 * the next Pay pays that same order (kept in this tab's sessionStorage too, for a reload).
 *
 * A guest's delivery form is also a real form (the address step): the server renders the page for
 * the visitor's cart, and a browser without the page's code posts the form itself; the server keeps
 * the details with the cart and sends the browser back here, to a page that starts with them.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  // Whose checkout it is decides what it starts from (an order held, what was typed): the server
  // renders it signed out, and its shopper arrives once the browser has read the session.
  const owner = useAppSelector(selectUser)?.email ?? null;
  return <ShoppersCheckout key={owner ?? ''} {...props} />;
}

function ShoppersCheckout({ checkout, lines, ordering, editor, empty, fix, blocked = false, payment }: CheckoutFormProps) {
  const user = useAppSelector(selectUser);
  const owner = user?.email ?? null;
  const { hydrated, fromServer, typedBefore, outcome, refused, save: saveDetails, saving: savingDetails } = useAddressStep(owner);
  const { cart, loading, updating, error, retry } = lines;
  // An order held in an earlier visit (a reload after a refused card) is paid here, unless it was
  // paid or cancelled since: then it is forgotten and the page orders afresh.
  const [restored] = useState(() => heldCheckout(checkout, owner));
  const [held, setHeld] = useState<HeldOrder | null>(restored);
  const now = useGetHeldOrderQuery(restored ? { orderId: restored.order._id, orderKey: restored.key } : skipToken);
  const gone = held === restored && restored !== null && (now.data ? now.data.status !== 'unpaid' : isNotFound(now.error));
  const release = () => {
    forgetHeldCheckout();
    setHeld(null);
  };
  useEffect(() => {
    if (gone) release();
  });
  const [problem, setProblem] = useState<PlaceError | null>(null);
  const place = usePlaceOrder();
  // Retry goes with its error: once the lines have settled, focus goes to the heading.
  const { target: heading, retry: retryFocus } = useRetryFocus<HTMLHeadingElement>(!loading && !updating);
  const { pathname, search, hash } = useLocation();
  const backHere: AuthOrigin = { from: { pathname, search, hash } };

  const deliveryForm = useDeliveryForm(typedBefore);
  const { register, handleSubmit, trigger, formState, filled, control } = deliveryForm;
  const addressBook = useCheckoutAddressBook();
  const buyerVat = useBuyerVatNumber();
  const guestValues = useMemo(() => ({ email: typedBefore.email ?? '' }), [typedBefore.email]);
  const guest = useForm<Guest>({ resolver: zodResolver(guestSchema), values: guestValues, resetOptions: { keepDirtyValues: true } });
  const detailsForm = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(guest, ['email'], detailsForm);
  useKeepTypedBeforeHydration(deliveryForm, ['address', 'phone'], detailsForm);
  const [address, phone] = useWatch({ control, name: ['address', 'phone'] });
  const email = useWatch({ control: guest.control, name: 'email' });
  // Only what the shopper changed is kept: the profile's own values are the profile's to give.
  const { address: addressTyped, phone: phoneTyped } = formState.dirtyFields;
  const emailTyped = guest.formState.dirtyFields.email;
  useEffect(() => {
    rememberCheckout(owner, { ...(addressTyped ? { address } : {}), ...(phoneTyped ? { phone } : {}), ...(emailTyped ? { email } : {}) });
  }, [owner, address, phone, email, addressTyped, phoneTyped, emailTyped]);
  const flagged = cart?.lines.some((line) => line.issue !== null) ?? false;
  const orderable = useMemo(() => orderableItems(cart), [cart]);
  const delivery = useDeliveryChoice(orderable, owner);
  const shipping = held ? held.order.shipping : delivery.method;
  // What is paid, as the server works it out: the quote's for the method chosen, the order's once placed.
  const charged = held ? { total: held.order.price, tax: held.order.tax } : delivery.method ? { total: delivery.method.total, tax: delivery.method.tax } : undefined;
  const errorOf = {
    email: guest.formState.errors.email ?? refused('email', Boolean(emailTyped) || guest.formState.isSubmitted),
    address: formState.errors.address ?? refused('address', Boolean(addressTyped) || formState.isSubmitted),
    phone: formState.errors.phone ?? refused('phone', Boolean(phoneTyped) || formState.isSubmitted),
  };

  /** Where the order goes, once every field holds; otherwise null, with each field's error shown and the first one focused. */
  const destination = () =>
    new Promise<Address | null>((resolve) => {
      const guestChecked = user ? Promise.resolve(true) : guest.trigger();
      void handleSubmit(
        async (where) => {
          if (user) return resolve({ ...where, email: user.email });
          if (!(await guestChecked)) {
            guest.setFocus('email');
            return resolve(null);
          }
          resolve({ ...where, email: guest.getValues('email') });
        },
        () => resolve(null),
      )();
    });

  const placeOrder = async (): Promise<HeldOrder | null> => {
    if (held) return held;
    if (!cart) return null;
    const where = await destination();
    const vatNumber = await buyerVat.checked();
    const { country, method } = delivery;
    if (!where || vatNumber === null || !country || !method) return null;
    const to: Destination = { ...where, country, shippingMethod: method.id, expectedTotal: method.total, ...(vatNumber ? { vatNumber } : {}) };
    setProblem(null);
    // The same request again (its answer lost, the page reloaded) goes with the same key, and the
    // server answers the order it placed then.
    const placed = await place(ordering(cart), to, (request) => checkoutAttemptKey(checkout, owner, request));
    if ('error' in placed) {
      // That key placed another order (this tab's earlier attempt): the next Pay starts afresh.
      if (problemCode(placed.error) === 'idempotency_key_reused') forgetHeldCheckout();
      setProblem(placed.error);
      // A refusal may come from prices or stock that moved: the lines are read again to show them.
      // An answer lost keeps them as sent, for Pay to send the same again.
      if (!answerLost(placed.error)) {
        retry();
        delivery.refresh();
      }
      return null;
    }
    holdCheckout(checkout, owner, placed.held);
    forgetTypedCheckout();
    setHeld(placed.held);
    if (user) await addressBook.saveIfAsked(where, placed.held.order._id);
    return placed.held;
  };
  // Pay checks the delivery fields while the card's are checked, so every error shows at once.
  const onPayPressed = () => {
    if (held) return;
    void trigger();
    void buyerVat.form.trigger();
    if (!user) void guest.trigger();
  };
  const onPaid = useCallback(() => forgetHeldCheckout(), []);
  // The address step's Continue, once the page's code is here: checked at once, and kept by the
  // server as the browser's own post would have been (before the code arrives, the browser posts it).
  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (async () => {
      const where = await destination();
      if (where) await saveDetails(where);
    })();
  };

  const title = (
    <Typography id="checkout-title" ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '2rem', mb: 3, '&:focus': { outline: 'none' } }}>
      Checkout
    </Typography>
  );
  if (!held && loading) {
    return (
      <Box component="section" aria-labelledby="checkout-title">
        {title}
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your order">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      </Box>
    );
  }
  if (!held && !cart) {
    return (
      <Box component="section" aria-labelledby="checkout-title">
        {title}
        <ErrorState message={problemMessage(error)} onRetry={() => retryFocus(retry)} />
      </Box>
    );
  }
  if (!held && cart?.lines.length === 0) {
    return (
      <Box component="section" aria-labelledby="checkout-title">
        {title}
        {empty}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="checkout-title">
      {title}
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <OrderLines cart={held ? orderAsCart(held.order) : cart!} shipping={shipping} charged={charged} updating={!held && (updating || delivery.loading)} />
            {!held && editor}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={4}>
            <Stack component="section" spacing={2} aria-labelledby="checkout-delivery-title">
              <Typography id="checkout-delivery-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
                Delivery
              </Typography>
              {held ? (
                <HeldDelivery held={held} onRelease={release} />
              ) : (
                <>
                  {user ? (
                    <>
                      <TextField label="Name" value={user.name} slotProps={{ input: { readOnly: true } }} />
                      <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
                    </>
                  ) : (
                    <Typography variant="body2">
                      Order as a guest with your email, or{' '}
                      {/* The way back is in the address too: a tap before the page's code arrives is an ordinary link. */}
                      <Link component={RouterLink} to={`/login?next=${encodeURIComponent(`${pathname}${search}`)}`} state={backHere}>
                        sign in
                      </Link>{' '}
                      to order from your account.
                    </Typography>
                  )}
                  <CheckoutOutcome outcome={outcome} />
                  {/* Sent by Pay, with the card: the fields are checked there. A guest's is also the address step, which the server keeps. */}
                  <Stack
                    component="form"
                    ref={detailsForm}
                    spacing={2}
                    {...(user ? { onSubmit: (event: FormEvent) => event.preventDefault() } : { method: 'post', action: checkoutDetailsAction, onSubmit: onContinue })}
                    noValidate
                    aria-label="Delivery details"
                  >
                    {!user && (
                      <TextField
                        label="Email"
                        type="email"
                        autoComplete="email"
                        defaultValue={fromServer?.email}
                        {...fieldProps(guest.register('email'), errorOf.email, Boolean(email))}
                      />
                    )}
                    {user && <SavedAddressPicker addressBook={addressBook} form={deliveryForm} />}
                    <TextField
                      label="Address"
                      multiline
                      minRows={2}
                      autoComplete="street-address"
                      defaultValue={fromServer?.address}
                      {...fieldProps(register('address'), errorOf.address, filled.address)}
                    />
                    <TextField label="Phone" type="tel" autoComplete="tel" defaultValue={fromServer?.phone} {...fieldProps(register('phone'), errorOf.phone, filled.phone)} />
                    {user && <SaveToAddressBook addressBook={addressBook} form={deliveryForm} />}
                    {!user && <ContinueToPayment saving={savingDetails} />}
                  </Stack>
                  <DeliveryMethod choice={delivery} />
                  {hydrated && <BuyerVatNumber form={buyerVat.form} />}
                </>
              )}
            </Stack>
            {/* A refused order names the lines itself (CheckoutProblem). */}
            {!held && flagged && !problem && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={fix.to}>
                    {fix.label}
                  </Button>
                }
              >
                {fix.to === '/cart' ? 'Some tools in your cart can’t be ordered as they are. Change or remove them first.' : 'This tool can’t be ordered as it is.'}
              </Alert>
            )}
            {!held && problem && <CheckoutProblem error={problem} fix={fix} />}
            {hydrated ? (
              payment({
                price: charged?.total ?? cart!.total,
                placeOrder,
                onPayPressed,
                onPaid,
                disabled: !held && (flagged || updating || blocked || delivery.loading || !delivery.method),
              })
            ) : (
              <PaymentNeedsJavaScript />
            )}
            {hydrated && !held && (
              <Typography variant="body2" color="text.secondary">
                Pay places the order and holds its tools for you; if the card is refused, the order stays held while you try again.
              </Typography>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
