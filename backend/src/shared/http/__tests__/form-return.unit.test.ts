// A page's form post is answered with a 303 back to the form whatever happened, its outcome in the address.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../error-handler.js';
import type { Logger } from '../../logger.js';
import { HttpProblem } from '../../problem.js';
import { answerAsForm, formReturn } from '../form-return.js';

const back = formReturn('contact', 'sent', ['name', 'email', 'message']);
const quiet = { error: () => undefined, warn: () => undefined } as unknown as Logger;

function formPostAnswering(handler: express.RequestHandler) {
  const app = express();
  app.post(
    '/form',
    (_req, res, next) => {
      answerAsForm(res, back);
      next();
    },
    handler,
  );
  app.use(errorHandler(quiet));
  return request(app).post('/form').type('form').send('name=Sam');
}

describe('a form post’s answer', () => {
  it('when the operation answers, refuses, is rate limited or fails, then a 303 back to the form says which', async () => {
    const cases: Array<[express.RequestHandler, string]> = [
      [(_req, res) => void res.status(201).json({ message: 'Thanks' }), '/?contact=sent#contact'],
      [
        () => {
          throw new HttpProblem(400, 'The request is invalid', { errors: [{ path: '/body/email', message: 'must match format "email"' }] });
        },
        '/?contact=invalid-email#contact',
      ],
      [
        () => {
          throw new HttpProblem(400, 'The request is invalid', { errors: [{ path: '/body/role', message: 'must NOT have additional properties' }] });
        },
        '/?contact=invalid#contact',
      ],
      [(_req, res) => void res.status(429).json({ status: 429 }), '/?contact=busy#contact'],
      [
        () => {
          throw new HttpProblem(503, 'The shop is temporarily unavailable.');
        },
        '/?contact=failed#contact',
      ],
      [
        () => {
          throw new Error('a bug');
        },
        '/?contact=failed#contact',
      ],
    ];
    for (const [handler, location] of cases) {
      const response = await formPostAnswering(handler);
      expect({ status: response.status, location: response.headers.location, body: response.text }).toEqual({ status: 303, location, body: '' });
    }
  });
});
