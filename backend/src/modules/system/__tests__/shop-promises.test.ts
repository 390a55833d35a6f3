// A shop of its own, because this one sets what the shop promises.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';

const given = useTestShop({
  env: { CONTACT_REPLY_WORKING_DAYS: '2' },
});
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

describe('what the shop promises, from its settings', () => {
  it('when the shop answers within two working days and its shipping offers no free delivery and its tax is as nothing set (prices with VAT), then /api/config says so for the pages', async () => {
    const response = await given.shop.request.get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body.shop).toEqual({
      replyWorkingDays: 2,
      freeShippingFrom: null,
      pricesIncludeTax: true,
    });
  });

  it('when a visitor writes, then the confirmation promises the same reply time as the pages', async () => {
    const response = await given.shop.request.post('/api/contact').send({ name: 'Sam', email: uniqueEmail('promise'), message: 'Hello' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Thanks for your message. We reply within two working days.',
    });
  });
});
