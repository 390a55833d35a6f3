import type { MarkPaidInput, PaymentIntentInput, TestCardPayment } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { badRequest } from '../../shared/problem.js';
import type { Request } from 'express';
import { currentOrderKey, currentUser, pathParam } from '../../shared/request-context.js';
import type { Payer, PaymentsService } from './payments.service.js';

const accountHolder = (req: Request): Payer => ({ user: currentUser(req) });
/** A guest order's key holder, for the order in the path. */
const keyHolder = (req: Request): Payer => ({ orderKey: currentOrderKey(req), orderId: pathParam(req, 'id') });

export function paymentsHandlers(service: PaymentsService) {
  return {
    createPaymentIntent: async (req, res) => {
      res.json(await service.createPaymentIntent(accountHolder(req), (req.body as PaymentIntentInput).orderId));
    },
    markOrderPaid: async (req, res) => {
      res.json(await service.markOrderPaid(accountHolder(req), pathParam(req, 'id'), (req.body as MarkPaidInput).transactionId));
    },
    confirmTestPayment: async (req, res) => {
      res.json(await service.confirmTestPayment(accountHolder(req), req.body as TestCardPayment));
    },
    createGuestPaymentIntent: async (req, res) => {
      res.json(await service.createPaymentIntent(keyHolder(req), pathParam(req, 'id')));
    },
    markGuestOrderPaid: async (req, res) => {
      res.json(await service.markOrderPaid(keyHolder(req), pathParam(req, 'id'), (req.body as MarkPaidInput).transactionId));
    },
    confirmGuestTestPayment: async (req, res) => {
      res.json(await service.confirmTestPayment(keyHolder(req), req.body as TestCardPayment));
    },
    // Stripe signs the exact bytes it sent, kept for this operation (RAW_BODY_OPERATIONS in http/api-router.ts).
    handleStripeWebhook: async (req, res) => {
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature.length === 0) throw badRequest('The Stripe-Signature header is missing.');
      if (!req.rawBody) throw badRequest('The webhook body is missing.');
      await service.handleStripeWebhook(req.rawBody, signature);
      res.json({ received: true });
    },
  } satisfies Partial<OperationHandlers>;
}
