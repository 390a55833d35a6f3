import express, { Router } from 'express';
import type { MarkPaidInput, PaymentIntentInput, TestCardPayment } from '../../shared/api-types.js';
import { badRequest } from '../../shared/problem.js';
import { currentUser, pathParam } from '../../shared/request-context.js';
import type { PaymentsService } from './payments.service.js';

export function paymentsRouter(service: PaymentsService): Router {
  const router = Router();
  router.post('/create-payment-intent', async (req, res) => {
    res.json(await service.createPaymentIntent(currentUser(req), (req.body as PaymentIntentInput).orderId));
  });
  router.patch('/orders/:id', async (req, res) => {
    res.json(await service.markOrderPaid(currentUser(req), pathParam(req, 'id'), (req.body as MarkPaidInput).transactionId));
  });
  router.post('/payments/test/confirm', async (req, res) => {
    res.json(await service.confirmTestPayment(currentUser(req), req.body as TestCardPayment));
  });
  return router;
}

/** Mounted before the JSON parser: Stripe signs the exact bytes it sent. */
export function stripeWebhookRouter(service: PaymentsService, bodyLimit: string): Router {
  const router = Router();
  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: bodyLimit }), async (req, res) => {
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature.length === 0) throw badRequest('The Stripe-Signature header is missing.');
    if (!Buffer.isBuffer(req.body)) throw badRequest('The webhook body is missing.');
    await service.handleStripeWebhook(req.body, signature);
    res.json({ received: true });
  });
  return router;
}
