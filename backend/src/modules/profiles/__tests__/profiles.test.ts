// Profiles: each customer reads and saves their own; name and email always come from the identity.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';
import { countRows } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer', other: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const valid = {
  education: 'City & Guilds Level 3 Carpentry',
  location: 'Leeds, UK',
  phone: '+44 113 496 0000',
  linkedin: 'https://www.linkedin.com/in/customer-demo',
};

const read = (as: Shopper, email = as.email) => given.shop.request.get(`/api/profile/${email}`).set(as.auth);
const save = (as: Shopper, body: object, email = as.email) => given.shop.request.put(`/api/profile/${email}`).set(as.auth).send(body);

async function expectBadRequest(response: Awaited<ReturnType<typeof save>>, field: RegExp) {
  expect(response.status).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body.errors.map((error: { path: string }) => error.path).join(' ')).toMatch(field);
  expect(response.body.detail).toMatch(field);
}

describe('reading one’s profile', () => {
  it('when nothing was saved yet, then only the name and email from the identity are there', async () => {
    const fresh = await given.shop.signIn('fresh');
    const response = await read(fresh);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'Fresh Tester', email: fresh.email });
  });

  it('when a visitor asks, then 401', async () => {
    expect((await given.shop.request.get(`/api/profile/${given.customer.email}`)).status).toBe(401);
  });

  it('when the email in the path differs in case, then it is still one’s own profile', async () => {
    expect((await read(given.customer, given.customer.email.toUpperCase())).status).toBe(200);
  });
});

describe('saving one’s profile', () => {
  it('when the profile is saved, then it reads back with the identity’s name and email', async () => {
    const saved = await save(given.customer, valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ name: 'Customer Tester', email: given.customer.email, ...valid });
    expect((await read(given.customer)).body).toEqual(saved.body);
  });

  it('when saved again, then the new values replace the old and there is still one profile', async () => {
    await save(given.customer, valid);
    const changed = await save(given.customer, { ...valid, location: '  York, UK  ' });
    expect(changed.body.location).toBe('York, UK');
    expect((await read(given.customer)).body.location).toBe('York, UK');
    expect(await countRows(given.shop.db, 'profiles', { user_id: given.customer.userId })).toBe(1);
  });

  it('when linkedin is left out or an empty string, then it is cleared', async () => {
    await save(given.customer, valid);
    const withoutLinkedin: Partial<typeof valid> = { ...valid };
    delete withoutLinkedin.linkedin;
    const omitted = await save(given.customer, withoutLinkedin);
    expect(omitted.status).toBe(200);
    expect(omitted.body).not.toHaveProperty('linkedin');
    await save(given.customer, valid);
    const cleared = await save(given.customer, { ...valid, linkedin: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('linkedin');
    expect((await read(given.customer)).body).not.toHaveProperty('linkedin');
  });

  it('when an address is saved, then it reads back trimmed; left out or blank, then it is cleared', async () => {
    const saved = await save(given.customer, { ...valid, address: '  12 Kirkgate\nLeeds LS1 6BY  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toBe('12 Kirkgate\nLeeds LS1 6BY');
    expect((await read(given.customer)).body.address).toBe('12 Kirkgate\nLeeds LS1 6BY');
    expect((await save(given.customer, valid)).body).not.toHaveProperty('address');
    await save(given.customer, { ...valid, address: '12 Kirkgate' });
    const blank = await save(given.customer, { ...valid, address: '   ' });
    expect(blank.status).toBe(200);
    expect((await read(given.customer)).body).not.toHaveProperty('address');
  });

  it('when the address is longer than an order’s, then 400 naming it and nothing changes', async () => {
    await save(given.customer, { ...valid, address: '12 Kirkgate' });
    await expectBadRequest(await save(given.customer, { ...valid, address: 'x'.repeat(501) }), /address/);
    expect((await read(given.customer)).body.address).toBe('12 Kirkgate');
  });

  it('when linkedin is not an http(s) URL, then 400 and nothing changes', async () => {
    await save(given.customer, valid);
    for (const linkedin of ['linkedin.com/in/x', 'javascript:alert(1)', 'ftp://example.com/x', 'https://exa mple.com']) {
      await expectBadRequest(await save(given.customer, { ...valid, location: 'Changed', linkedin }), /linkedin/);
    }
    expect((await read(given.customer)).body).toMatchObject({ location: valid.location, linkedin: valid.linkedin });
    expect((await save(given.customer, { ...valid, linkedin: 'http://example.com/me' })).status).toBe(200);
  });

  it('when the phone is missing or not a phone number, or a field too long, then 400 naming it', async () => {
    const noPhone: Partial<typeof valid> = { ...valid };
    delete noPhone.phone;
    await expectBadRequest(await save(given.customer, noPhone), /phone/);
    await expectBadRequest(await save(given.customer, { ...valid, phone: '' }), /phone/);
    await expectBadRequest(await save(given.customer, { ...valid, phone: 'call me maybe' }), /phone/);
    await expectBadRequest(await save(given.customer, { ...valid, education: 'x'.repeat(201) }), /education/);
    await expectBadRequest(await save(given.customer, { ...valid, location: 'x'.repeat(201) }), /location/);
  });

  it('when only a phone and an address are saved, then that is the profile: education and location are optional', async () => {
    const shopper = await given.shop.signIn('address-only');
    const saved = await save(shopper, { phone: valid.phone, address: '14 Mill Lane, Leeds LS1 4AB' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ name: 'Address-only Tester', email: shopper.email, phone: valid.phone, address: '14 Mill Lane, Leeds LS1 4AB' });
    expect((await read(shopper)).body).toEqual(saved.body);
  });

  it('when education or location is sent blank, then it is cleared like an address', async () => {
    const shopper = await given.shop.signIn('clearing');
    await save(shopper, valid);
    const cleared = await save(shopper, { ...valid, education: '', location: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('education');
    expect(cleared.body).not.toHaveProperty('location');
    expect((await read(shopper)).body).toEqual(cleared.body);
  });

  it('when the body tries to set the name or the email, then 400 as unknown fields and the identity stays', async () => {
    const named = await save(given.customer, { ...valid, name: 'Someone Else' });
    expect(named.status).toBe(400);
    expect(named.body.detail).toMatch(/additional properties|name/i);
    const mailed = await save(given.customer, { ...valid, email: 'else@example.com' });
    expect(mailed.status).toBe(400);
    expect((await read(given.customer)).body).toMatchObject({ name: 'Customer Tester', email: given.customer.email });
  });
});

describe('other people’s profiles', () => {
  it('when a customer reads or writes another customer’s profile, then 403 and nothing changes', async () => {
    await save(given.other, { ...valid, location: 'Bristol, UK' });
    expect((await read(given.customer, given.other.email)).status).toBe(403);
    const write = await save(given.customer, { ...valid, location: 'Hijacked' }, given.other.email);
    expect(write.status).toBe(403);
    expect(write.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await read(given.other)).body.location).toBe('Bristol, UK');
  });

  it('when an admin reads anyone’s profile, then 200; an unknown email, then 404', async () => {
    await save(given.other, { ...valid, location: 'Bristol, UK' });
    const response = await read(given.admin, given.other.email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Other Tester', email: given.other.email, location: 'Bristol, UK' });
    expect((await read(given.admin, uniqueEmail('nobody'))).status).toBe(404);
  });

  it('when an admin writes someone else’s profile, then 403 and nothing changes', async () => {
    await save(given.other, { ...valid, location: 'Bristol, UK' });
    expect((await save(given.admin, { ...valid, location: 'Admin Was Here' }, given.other.email)).status).toBe(403);
    expect((await read(given.other)).body.location).toBe('Bristol, UK');
  });
});
