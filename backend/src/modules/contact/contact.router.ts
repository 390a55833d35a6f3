import type { ContactInput, NewsletterInput } from '../../shared/api-types.js';
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
