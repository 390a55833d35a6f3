import { Router } from 'express';
import type { ContactInput, NewsletterInput } from '../../shared/api-types.js';
import type { ContactService } from './contact.service.js';

export function contactRouter(service: ContactService): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    res.status(201).json(await service.sendContactMessage(req.body as ContactInput));
  });
  router.post('/newsletter', async (req, res) => {
    const { created, body } = await service.subscribeNewsletter((req.body as NewsletterInput).email);
    res.status(created ? 201 : 200).json(body);
  });
  return router;
}
