// The home page's contact and newsletter forms, posted by a browser without the page's code: the
// same validation, storage and rate limit as the API's JSON, answered with a 303 back to the page.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';

const given = useTestShop({ env: { RATE_LIMIT_PER_MINUTE: '6', TRUST_PROXY: '1' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const messagesFrom = (email: string) =>
  given.shop.db.sql.select<{ name: string; message: string }>('SELECT name, message FROM contact_messages WHERE email = ?', [email]);
const subscribed = async (email: string) =>
  (await given.shop.db.sql.select('SELECT email FROM newsletter_subscriptions WHERE email = ?', [email])).length;

// Each test from an address of its own: the public forms' budget is per client.
let client = 10;
const postForm = (path: string, fields: Record<string, string>) =>
  given.shop.request
    .post(path)
    .set('X-Forwarded-For', `203.0.113.${client}`)
    .type('form')
    .send(new URLSearchParams(fields).toString());

describe('the contact form without JavaScript', () => {
  afterEach(() => void (client += 1));

  it('when a visitor posts the form, then the message is stored and the browser goes back to the form with "sent"', async () => {
    const email = uniqueEmail('form');
    const response = await postForm('/api/contact', { name: ' Sam Turner ', email, message: 'Do you sell hickory handles?' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/?contact=sent#contact');
    expect(response.text).toBe('');
    expect(await messagesFrom(email)).toEqual([{ name: 'Sam Turner', message: 'Do you sell hickory handles?' }]);
  });

  it('when a field is blank or malformed, then nothing is stored and the browser goes back naming the field', async () => {
    const email = uniqueEmail('blank');
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '  ', email, message: 'Hello' }, 'invalid-name'],
      [{ name: 'Sam', email: 'not-an-email', message: 'Hello' }, 'invalid-email'],
      [{ name: 'Sam', email, message: '' }, 'invalid-message'],
      [{ name: 'Sam', email, message: 'Hello', role: 'admin' }, 'invalid'],
    ];
    for (const [fields, outcome] of cases) {
      const response = await postForm('/api/contact', fields);
      expect({ fields, status: response.status, location: response.headers.location }).toEqual({ fields, status: 303, location: `/?contact=${outcome}#contact` });
    }
    expect(await messagesFrom(email)).toEqual([]);
  });

  it('when a visitor posts too often, then the form says so rather than storing more', async () => {
    const email = uniqueEmail('busy');
    const outcomes: string[] = [];
    for (let i = 0; i < 7; i += 1) outcomes.push(String((await postForm('/api/contact', { name: 'Sam', email, message: `Message ${i}` })).headers.location));
    expect(outcomes.slice(0, 6)).toEqual(Array(6).fill('/?contact=sent#contact'));
    expect(outcomes[6]).toBe('/?contact=busy#contact');
    expect(await messagesFrom(email)).toHaveLength(6);
  });

  it('when another site’s page posts the form through a visitor’s browser, then nothing is stored; the shop’s own page may', async () => {
    const email = uniqueEmail('cross-site');
    const fields = { name: 'Sam', email, message: 'Sent by another site' };
    const fromAnotherSite = [
      { Origin: 'https://elsewhere.example' },
      { Origin: 'https://shop.example.evil' },
      { Origin: 'not an origin' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.example' },
    ];
    for (const headers of fromAnotherSite) {
      const response = await postForm('/api/contact', fields).set('Host', 'shop.example').set(headers);
      expect({ headers, status: response.status, location: response.headers.location }).toEqual({ headers, status: 303, location: '/?contact=invalid#contact' });
    }
    expect(await messagesFrom(email)).toEqual([]);
    // As Chromium posts from the shop's own page, whose Referrer-Policy (no-referrer) hides its origin.
    const own = await postForm('/api/contact', fields).set('Host', 'shop.example').set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(own.headers.location).toBe('/?contact=sent#contact');
    const ownNamed = await postForm('/api/contact', fields).set('Host', 'shop.example').set({ Origin: 'https://shop.example' });
    expect(ownNamed.headers.location).toBe('/?contact=sent#contact');
    expect(await messagesFrom(email)).toHaveLength(2);
  });

  it('when the API is called with JSON, then it still answers JSON', async () => {
    const response = await given.shop.request
      .post('/api/contact')
      .set('X-Forwarded-For', `203.0.113.${client}`)
      .send({ name: 'Sam', email: uniqueEmail('json'), message: 'Hi' });
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/^Thanks for your message/);
  });
});

describe('the newsletter box without JavaScript', () => {
  afterEach(() => void (client += 1));

  it('when a visitor subscribes, then the address is kept and the browser goes back with "subscribed", also the second time', async () => {
    const email = uniqueEmail('letter');
    for (let i = 0; i < 2; i += 1) {
      const response = await postForm('/api/newsletter', { email });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/?newsletter=subscribed#newsletter');
    }
    expect(await subscribed(email)).toBe(1);
  });

  it('when the address is malformed, then nothing is kept and the browser goes back naming the email', async () => {
    const response = await postForm('/api/newsletter', { email: 'nobody' });
    expect(response.headers.location).toBe('/?newsletter=invalid-email#newsletter');
  });
});
