import { http } from './http';
import { scenario } from './scenarios';

export const contactThanks = 'Thanks for your message. We reply within one working day.';
export const newsletterThanks = 'You’re subscribed. Watch your inbox for new tools and offers.';

export const contactHandlers = [
  http.post('/contact', ({ response }) => response(201).json({ message: contactThanks })),
  http.post('/newsletter', ({ response }) => response(201).json({ message: newsletterThanks })),
];

const asProblem = { headers: { 'Content-Type': 'application/problem+json' } };
const invalidEmail = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail: 'The request is invalid: request/body/email must match format "email"',
  errors: [{ path: '/body/email', message: 'must match format "email"' }],
};
const tooManyRequests = { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many requests. Please try again in a minute.' };

/** The ways both forms can fail on the server: a 400 the browser's checks missed, the rate limit, a 500. */
function failuresOf(path: '/contact' | '/newsletter', operation: 'sendContactMessage' | 'subscribeNewsletter') {
  return {
    invalid: http.post(path, ({ response }) => response(400).json(invalidEmail, asProblem)),
    rateLimited: http.post(path, ({ response }) => response(429).json(tooManyRequests, { headers: { ...asProblem.headers, 'Retry-After': '60' } })),
    serverError: scenario(operation, 'serverError'),
  };
}

export const contactScenarios = failuresOf('/contact', 'sendContactMessage');

export const newsletterScenarios = {
  ...failuresOf('/newsletter', 'subscribeNewsletter'),
  alreadySubscribed: http.post('/newsletter', ({ response }) => response(200).json({ message: newsletterThanks })),
};
