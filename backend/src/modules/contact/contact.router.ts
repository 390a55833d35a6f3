import type { ContactInput, NewsletterInput, OperationId } from '../../shared/api-types.js';
import { formReturn, type FormReturn } from '../../shared/http/form-return.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import type { ContactService } from './contact.service.js';

export function contactHandlers(service: ContactService) {
  return {
    sendContactMessage: async (req, res) => {
      res.status(201).json(await service.sendContactMessage(req.body as ContactInput));
    },
    subscribeNewsletter: async (req, res) => {
      const { created, body } = await service.subscribeNewsletter((req.body as NewsletterInput).email);
      res.status(created ? 201 : 200).json(body);
    },
  } satisfies Partial<OperationHandlers>;
}

/** The home page's forms, which post without the page's code: where each sends the browser back. */
export const contactFormReturns = {
  sendContactMessage: formReturn('contact', 'sent', ['name', 'email', 'message']),
  subscribeNewsletter: formReturn('newsletter', 'subscribed', ['email']),
} satisfies Partial<Record<OperationId, FormReturn>>;
