// Every operation's handler, shared by the unit tests (msw/node), Storybook and mock mode (msw/browser).
import { auditHandlers } from './audit-handlers';
import { addressHandlers } from './address-handlers';
import { authHandlers } from './auth-handlers';
import { cartHandlers } from './cart-handlers';
import { guestHandlers } from './guest-handlers';
import { imageHandlers } from './image-handlers';
import { importHandlers } from './import-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { contactHandlers } from './contact-handlers';
import { ordersHandlers } from './orders-handlers';
import { paymentsHandlers } from './payments-handlers';
import { profileHandlers } from './profile-handlers';
import { reviewsHandlers } from './reviews-handlers';
import { sessionsHandlers } from './sessions-handlers';
import { businessHandlers } from './business-handlers';
import { taxHandlers } from './tax-handlers';
import { taxonomyHandlers } from './taxonomy-handlers';
import { shippingHandlers } from './shipping-handlers';
import { stockHandlers } from './stock-handlers';
import { twoFactorHandlers } from './two-factor-handlers';
import { usersHandlers } from './users-handlers';

export const handlers = [
  ...catalogueHandlers,
  ...taxonomyHandlers,
  ...imageHandlers,
  ...importHandlers,
  ...stockHandlers,
  ...authHandlers,
  ...cartHandlers,
  ...guestHandlers,
  ...ordersHandlers,
  ...paymentsHandlers,
  ...reviewsHandlers,
  ...contactHandlers,
  ...usersHandlers,
  ...profileHandlers,
  ...auditHandlers,
  ...addressHandlers,
  ...twoFactorHandlers,
  ...sessionsHandlers,
  ...shippingHandlers,
  ...businessHandlers,
  ...taxHandlers,
];
