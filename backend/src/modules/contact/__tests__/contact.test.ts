// The contact form and the newsletter: public, stored server-side, confirmed to the sender.
import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';

const given = useTestShop();
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const rows = <T extends object>(sql: string, replacements: unknown[] = []) =>
  given.shop.db.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });

const messagesFrom = (email: string) =>
  rows<{ name: string; email: string; message: string }>('SELECT name, email, message FROM contact_messages WHERE email = ?', [email]);
const subscriptions = (email: string) => rows<{ email: string }>('SELECT email FROM newsletter_subscriptions WHERE email = ?', [email]);
const count = async (table: 'contact_messages' | 'newsletter_subscriptions') =>
  Number((await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);

describe('the contact form', () => {
  it('when a visitor sends a message, then 201 with the confirmation and the message is stored', async () => {
    const email = uniqueEmail('sam');
    const response = await given.shop.request
      .post('/api/contact')
      .send({ name: '  Sam Turner ', email: email.toUpperCase(), message: ' Do you sell replacement hickory handles? ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Thanks for your message. We reply within one working day.' });
    expect(await messagesFrom(email)).toEqual([{ name: 'Sam Turner', email, message: 'Do you sell replacement hickory handles?' }]);
  });

  it('when the same person writes twice, then both messages are kept', async () => {
    const email = uniqueEmail('twice');
    for (const message of ['First question', 'Second question']) {
      expect((await given.shop.request.post('/api/contact').send({ name: 'Twice', email, message })).status).toBe(201);
    }
    expect((await messagesFrom(email)).map((row) => row.message).sort()).toEqual(['First question', 'Second question']);
  });

  it('when the email is invalid, the message blank or too long, or a field unknown, then 400 and nothing is stored', async () => {
    const before = await count('contact_messages');
    const valid = { name: 'Sam', email: uniqueEmail('bad'), message: 'Hello' };
    const cases: Array<[object, RegExp]> = [
      [{ ...valid, email: 'not-an-email' }, /email/],
      [{ ...valid, message: '   ' }, /message/],
      [{ ...valid, message: 'x'.repeat(2001) }, /message/],
      [{ ...valid, name: '' }, /name/],
      [{ name: 'Sam', email: valid.email }, /message/],
      [{ ...valid, phone: '123' }, /additional|phone/i],
    ];
    for (const [body, field] of cases) {
      const response = await given.shop.request.post('/api/contact').send(body);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.detail).toMatch(field);
    }
    expect(await count('contact_messages')).toBe(before);
  });
});

describe('the newsletter', () => {
  it('when an address subscribes, then 201 with the confirmation and it is stored in lower case', async () => {
    const email = uniqueEmail('reader');
    const response = await given.shop.request.post('/api/newsletter').send({ email: email.toUpperCase() });
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/subscribed/);
    expect(await subscriptions(email)).toEqual([{ email }]);
  });

  it('when the same address subscribes again, in any case, then 200 with the same confirmation and still one row', async () => {
    const email = uniqueEmail('again');
    const first = await given.shop.request.post('/api/newsletter').send({ email });
    const second = await given.shop.request.post('/api/newsletter').send({ email: email.replace(/^./, (c) => c.toUpperCase()) });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    expect(await subscriptions(email)).toHaveLength(1);
  });

  it('when one address subscribes several times at once, then one row and no error', async () => {
    const email = uniqueEmail('eager');
    const responses = await Promise.all([1, 2, 3, 4].map(() => given.shop.request.post('/api/newsletter').send({ email })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await subscriptions(email)).toHaveLength(1);
  });

  it('when the email is invalid or missing, then 400 and nothing is stored', async () => {
    const before = await count('newsletter_subscriptions');
    for (const body of [{ email: 'nope' }, {}, { email: '' }, { email: `${'x'.repeat(250)}@example.com` }, { email: 42 }]) {
      const response = await given.shop.request.post('/api/newsletter').send(body);
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/email/);
    }
    expect(await count('newsletter_subscriptions')).toBe(before);
  });
});
