import type { Request, Response } from 'express';
import type { CartAddition, CartItems, CartLineInput, CheckoutDetails, OperationId, Problem, VisitorCartLineInput } from '../../shared/api-types.js';
import { setVisitorCartCookie } from '../../shared/auth/visitor-cart-cookie.js';
import type { FormReturn } from '../../shared/http/form-return.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pathParam } from '../../shared/request-context.js';
import type { CartService } from './cart.service.js';
import type { VisitorCartChange } from './visitor-cart.service.js';

/** A visitor's cart after a change, with the cookie that names it (renewed each time). */
function answerVisitorCart(req: Request, res: Response, { token, cart }: VisitorCartChange): void {
  if (token !== undefined) setVisitorCartCookie(req, res, token);
  res.json(cart);
}

export function cartHandlers(service: CartService) {
  return {
    getCart: async (req, res) => {
      res.json(await service.getCart(currentUser(req)));
    },
    setCartLine: async (req, res) => {
      res.json(await service.setCartLine(currentUser(req), pathParam(req, 'productId'), (req.body as CartLineInput).quantity));
    },
    removeCartLine: async (req, res) => {
      res.json(await service.removeCartLine(currentUser(req), pathParam(req, 'productId')));
    },
    mergeCart: async (req, res) => {
      res.json(await service.mergeCart(currentUser(req), (req.body as CartItems).lines));
    },
    priceCart: async (req, res) => {
      res.json(await service.priceCart((req.body as CartItems).lines));
    },
    getVisitorCart: async (req, res) => {
      res.json(await service.getVisitorCart(req.visitorCartToken));
    },
    addToVisitorCart: async (req, res) => {
      const { productId, quantity } = req.body as CartAddition;
      answerVisitorCart(req, res, await service.addToVisitorCart(req.visitorCartToken, productId, quantity));
    },
    setVisitorCartLine: async (req, res) => {
      const { quantity } = req.body as VisitorCartLineInput;
      answerVisitorCart(req, res, await service.setVisitorCartLine(req.visitorCartToken, pathParam(req, 'productId'), quantity));
    },
    // Personal data: kept by no cache on the way.
    getVisitorCheckoutDetails: async (req, res) => {
      res.set('Cache-Control', 'private, no-store').json({ details: await service.getVisitorCheckoutDetails(req.visitorCartToken) });
    },
    saveVisitorCheckoutDetails: async (req, res) => {
      const details = await service.saveVisitorCheckoutDetails(req.visitorCartToken, req.body as CheckoutDetails);
      res.set('Cache-Control', 'private, no-store').json({ details });
    },
  } satisfies Partial<OperationHandlers>;
}

/**
 * The cart's forms, posted without the page's code: on to `/cart?cart=<outcome>`, which the cart
 * page shows. `invalid-quantity` for the quantity rule's 400 (or a quantity the form can't send),
 * `no-stock` for its 409 (the stock, or a full cart), `gone` for a tool that no longer exists.
 */
function cartFormReturn(done: string): FormReturn {
  return ({ status, body }) => {
    const field = (body as Partial<Problem> | undefined)?.errors?.[0]?.path.split('/')[2];
    const invalid = field === undefined || field === 'quantity' ? 'invalid-quantity' : 'invalid';
    const outcome =
      status < 300 ? done : status === 400 ? invalid : status === 404 ? 'gone' : status === 409 ? 'no-stock' : status === 429 ? 'busy' : status < 500 ? 'invalid' : 'failed';
    return `/cart?cart=${outcome}`;
  };
}

const DETAILS_FIELDS = ['email', 'address', 'phone'] as const;

/**
 * The checkout's address step, posted without the page's code: on to `/checkout?checkout=<outcome>`.
 * Every field at fault is named (`invalid-email-phone`), so the page marks each at once; what was
 * typed never travels in the address, and nothing is kept.
 */
const checkoutDetailsFormReturn: FormReturn = ({ status, body }) => {
  const paths = new Set((body as Partial<Problem> | undefined)?.errors?.map((error) => error.path.split('/')[2]));
  const fields = DETAILS_FIELDS.filter((field) => paths.has(field));
  const invalid = fields.length > 0 ? `invalid-${fields.join('-')}` : 'invalid';
  const outcome = status < 300 ? 'saved' : status === 400 ? invalid : status === 409 ? 'empty' : status === 429 ? 'busy' : status < 500 ? 'invalid' : 'failed';
  return `/checkout?checkout=${outcome}`;
};

export const cartFormReturns = {
  addToVisitorCart: cartFormReturn('added'),
  setVisitorCartLine: cartFormReturn('changed'),
  saveVisitorCheckoutDetails: checkoutDetailsFormReturn,
} satisfies Partial<Record<OperationId, FormReturn>>;
