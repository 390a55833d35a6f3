import type { Response } from 'express';
import type { CheckoutInput, GuestCheckoutInput, OrderInput, OrderStatus, OutsideRefund, PartRefund } from '../../shared/api-types.js';
import { queryOf, type OperationHandlers } from '../../shared/http/operation.js';
import { currentOrderKey, currentUser, idempotencyKey, normaliseEmail, pageParams, pathParam } from '../../shared/request-context.js';
import { sendOrdersCsv } from './orders-csv.js';
import type { OrderFilters } from './orders.repository.js';
import type { DocumentFile, OrdersService } from './orders.service.js';

/** The admin's filters from the query string, as the contract has already validated them. */
function orderFilters(query: Record<string, unknown>): OrderFilters {
  const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  return { status: text('status') as OrderStatus | undefined, from: text('from'), to: text('to'), q: text('q') };
}

export function ordersHandlers(service: OrdersService) {
  return {
    placeOrder: async (req, res) => {
      res.status(201).json(await service.placeOrder(currentUser(req), req.body as OrderInput, idempotencyKey(req)));
    },
    checkout: async (req, res) => {
      res.status(201).json(await service.checkout(currentUser(req), req.body as CheckoutInput, idempotencyKey(req)));
    },
    guestCheckout: async (req, res) => {
      res.status(201).json(await service.guestCheckout(req.body as GuestCheckoutInput, idempotencyKey(req)));
    },
    getGuestOrder: async (req, res) => {
      res.json(await service.getGuestOrder(currentOrderKey(req), pathParam(req, 'id')));
    },
    cancelGuestOrder: async (req, res) => {
      res.json(await service.cancelGuestOrder(currentOrderKey(req), pathParam(req, 'id')));
    },
    // The seed's paths: GET /order/{email} lists, DELETE /order/{id} cancels.
    listMyOrders: async (req, res) => {
      res.json(await service.listMyOrders(currentUser(req), normaliseEmail(pathParam(req, 'key')), pageParams(req)));
    },
    cancelOrder: async (req, res) => {
      res.json(await service.cancelOrder(currentUser(req), pathParam(req, 'key')));
    },
    listAllOrders: async (req, res) => {
      res.json(await service.listAllOrders(pageParams(req), orderFilters(queryOf(req))));
    },
    getOverview: async (_req, res) => {
      res.json(await service.getOverview());
    },
    exportOrders: async (req, res) => {
      const orders = service.exportOrders(currentUser(req), orderFilters(queryOf(req)));
      // The first page is read before any header goes out, so a bad filter is still a 400 problem.
      const first = await orders.next();
      await sendOrdersCsv(res, prepend(first, orders), new Date().toISOString().slice(0, 10));
    },
    getOrder: async (req, res) => {
      res.json(await service.getOrder(currentUser(req), pathParam(req, 'id')));
    },
    getOrderDocument: async (req, res) => {
      sendPdf(res, await service.getOrderDocument(currentUser(req), pathParam(req, 'id'), pathParam(req, 'documentId')));
    },
    getGuestOrderDocument: async (req, res) => {
      sendPdf(res, await service.getGuestOrderDocument(currentOrderKey(req), pathParam(req, 'id'), pathParam(req, 'documentId')));
    },
    shipOrder: async (req, res) => {
      res.json(await service.shipOrder(currentUser(req), pathParam(req, 'id')));
    },
    refundOrder: async (req, res) => {
      res.json(await service.refundOrder(currentUser(req), pathParam(req, 'id')));
    },
    refundOrderPart: async (req, res) => {
      res.json(await service.refundOrderPart(currentUser(req), pathParam(req, 'id'), req.body as PartRefund));
    },
    recordOutsideRefund: async (req, res) => {
      res.json(await service.recordOutsideRefund(currentUser(req), pathParam(req, 'id'), (req.body as OutsideRefund).note));
    },
  } satisfies Partial<OperationHandlers>;
}

/** A document as a download, never kept by a shared cache (it names a customer). */
function sendPdf(res: Response, file: DocumentFile): void {
  res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' });
  res.send(file.pdf);
}

/** The generator again, with the item already taken from it put back in front. */
async function* prepend<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}
