// Two-factor sign-in for staff, through the API: enrolment confirmed by a code, a session that
// reaches no staff operation until a code, each code once, recovery codes once, the owner's
// requirement and reset, every change in the audit trail. Runs on SQLite and on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestShop, useTestShop, type Shopper, type TestShop } from '../../../../test/harness.js';
import { codeAt } from '../totp.js';

const given = useTestShop({ people: { owner: 'owner', customer: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const STEP_MS = 30_000;
const request = () => given.shop.request;

/** A new session of the same person, as the browser gets it from the token exchange. */
async function newSession(shopper: Shopper, shop: TestShop = given.shop) {
  const response = await shop.request.put(`/api/user/${shopper.email}`).set('Authorization', `Bearer ${shopper.idToken}`);
  expect(response.status).toBe(200);
  return { auth: { Authorization: `Bearer ${response.body.token as string}` }, secondFactor: response.body.secondFactor as string };
}

/** Enrols the shopper on their current session: the secret, the moment whose code confirmed it, and the recovery codes. */
async function enrol(shopper: Shopper, shop: TestShop = given.shop) {
  const started = await shop.request.post('/api/two-factor/enrolment').set(shopper.auth);
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  expect(started.body.otpauthUri).toContain(`secret=${secret}`);
  const at = Date.now();
  const confirmed = await shop.request.put('/api/two-factor/enrolment').set(shopper.auth).send({ code: codeAt(secret, at) });
  expect(confirmed.status).toBe(200);
  return { secret, at, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const listAllOrders = (auth: Shopper['auth']) => request().get('/api/orders').set(auth);
const verify = (auth: Shopper['auth'], code: string) => request().post('/api/session/second-factor').set(auth).send({ code });

async function auditKinds(kind: string) {
  const response = await request().get(`/api/audit-entries?kind=${kind}`).set(given.owner.auth);
  expect(response.status).toBe(200);
  return response.body.items as Array<{ subject: { id: string }; before: unknown; after: unknown }>;
}

describe('enrolling an authenticator app', () => {
  it('when a staff member enrols, then only a right code confirms it, the recovery codes come once, and the secret is never shown again', async () => {
    const packer = await given.shop.signIn('packer', 'fulfilment');
    const started = await request().post('/api/two-factor/enrolment').set(packer.auth);
    expect(started.headers['cache-control']).toBe('no-store');
    const wrong = await request().put('/api/two-factor/enrolment').set(packer.auth).send({ code: codeAt(started.body.secret, Date.now() + 10 * STEP_MS) });
    expect({ status: wrong.status, detail: wrong.body.detail }).toEqual({ status: 400, detail: expect.stringMatching(/isn’t right/) });
    expect((await request().get('/api/two-factor').set(packer.auth)).body).toEqual({ enrolled: false, required: false, secondFactor: 'not_needed' });

    const confirmed = await request().put('/api/two-factor/enrolment').set(packer.auth).send({ code: codeAt(started.body.secret, Date.now()) });
    expect(confirmed.status).toBe(200);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    // The session that confirmed has given its code.
    const status = await request().get('/api/two-factor').set(packer.auth);
    expect(status.body).toEqual({ enrolled: true, required: false, secondFactor: 'verified' });
    expect(JSON.stringify(status.body)).not.toContain(started.body.secret);
    expect((await listAllOrders(packer.auth)).status).toBe(200);
    // Nobody, with the password alone, swaps the app for their own.
    expect((await request().post('/api/two-factor/enrolment').set(packer.auth)).status).toBe(409);
    const [stored] = await given.shop.db.sql.select<{ secret: string }>('SELECT secret_sealed AS secret FROM staff_second_factors WHERE user_id = ?', [packer.userId]);
    expect(stored?.secret).not.toContain(started.body.secret);
    expect(await auditKinds('two_factor.enrolled')).toContainEqual(expect.objectContaining({ subject: { type: 'user', id: packer.email }, after: { twoFactor: true } }));
  });

  it('when two tabs start enrolling at once, then neither fails with a 5xx and the last secret stored is the one a code confirms', async () => {
    const packer = await given.shop.signIn('two-starts', 'fulfilment');
    const starts = await Promise.all([0, 1].map(() => request().post('/api/two-factor/enrolment').set(packer.auth)));
    expect(starts.map((start) => start.status).every((status) => status === 200 || status === 409)).toBe(true);
    const again = await request().post('/api/two-factor/enrolment').set(packer.auth);
    const confirmed = await request().put('/api/two-factor/enrolment').set(packer.auth).send({ code: codeAt(again.body.secret, Date.now()) });
    expect(confirmed.status).toBe(200);
  });

  it('when a customer tries to enrol, then 403 and nothing is stored', async () => {
    const response = await request().post('/api/two-factor/enrolment').set(given.customer.auth);
    expect(response.status).toBe(403);
    const rows = await given.shop.db.sql.select('SELECT user_id FROM staff_second_factors WHERE user_id = ?', [given.customer.userId]);
    expect(rows).toEqual([]);
  });
});

describe('signing in with the second factor', () => {
  it('when an enrolled staff member signs in, then no staff operation answers until a code, and then every one their role allows does', async () => {
    const packer = await given.shop.signIn('signer', 'fulfilment');
    const { secret, at } = await enrol(packer);
    const session = await newSession(packer);
    expect(session.secondFactor).toBe('code_required');
    const refused = await listAllOrders(session.auth);
    expect({ status: refused.status, code: refused.body.code, detail: refused.body.detail }).toEqual({
      status: 403,
      code: 'second_factor_required',
      detail: 'Enter the code from your authenticator app to continue.',
    });
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    // Their own account still answers; nobody else's does.
    expect((await request().get(`/api/admin/${packer.email}`).set(session.auth)).status).toBe(200);
    expect((await request().get(`/api/admin/${given.customer.email}`).set(session.auth)).status).toBe(403);
    expect((await request().get(`/api/order/${given.customer.email}`).set(session.auth)).status).toBe(403);
    // Turning it off takes the factor itself.
    expect((await request().delete('/api/two-factor').set(session.auth)).status).toBe(403);

    expect((await verify(session.auth, codeAt(secret, at + 10 * STEP_MS))).status).toBe(400);
    // The enrolment's own code was spent: it opens nothing.
    const replayed = await verify(session.auth, codeAt(secret, at));
    expect({ status: replayed.status, detail: replayed.body.detail }).toEqual({ status: 400, detail: expect.stringMatching(/already been used/) });
    expect((await listAllOrders(session.auth)).status).toBe(403);

    const next = codeAt(secret, at + STEP_MS);
    const passed = await verify(session.auth, next);
    expect({ status: passed.status, body: passed.body }).toEqual({ status: 200, body: { enrolled: true, required: false, secondFactor: 'verified' } });
    expect((await listAllOrders(session.auth)).status).toBe(200);
    expect((await request().get(`/api/order/${given.customer.email}`).set(session.auth)).status).toBe(200);

    // Another device, the same code: spent.
    const other = await newSession(packer);
    expect((await verify(other.auth, next)).status).toBe(400);
    expect((await listAllOrders(other.auth)).status).toBe(403);
  });

  it('when two tabs send the same code at once, then exactly one is accepted', async () => {
    const packer = await given.shop.signIn('two-tabs', 'fulfilment');
    const { secret, at } = await enrol(packer);
    const [first, second] = [await newSession(packer), await newSession(packer)];
    const code = codeAt(secret, at + STEP_MS);
    const answers = await Promise.all([verify(first.auth, code), verify(second.auth, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('when a recovery code is used, then it works once, in any case and without its hyphen', async () => {
    const packer = await given.shop.signIn('recovering', 'fulfilment');
    const { recoveryCodes } = await enrol(packer);
    const [first = '', second = ''] = recoveryCodes;
    const session = await newSession(packer);
    expect((await verify(session.auth, first)).status).toBe(200);
    expect((await listAllOrders(session.auth)).status).toBe(200);
    const again = await newSession(packer);
    const spent = await verify(again.auth, first);
    expect({ status: spent.status, detail: spent.body.detail }).toEqual({ status: 400, detail: expect.stringMatching(/already been used/) });
    expect((await verify(again.auth, 'abcde-fghjk')).status).toBe(400);
    expect((await verify(again.auth, second.replace('-', '').toUpperCase())).status).toBe(200);
  });

  it('when someone without two-factor sends a code, then 409 and nothing changes', async () => {
    const response = await verify(given.customer.auth, '123456');
    expect(response.status).toBe(409);
  });
});

describe('the owner’s requirement, reset and a staff member turning it off', () => {
  it('when the owner requires two-factor sign-in, then staff without it are sent to enrol, may not turn it off, and the owner can reset a lost phone', async () => {
    const owner = given.owner;
    // Not before enrolling themself: they would be locked out of their own screens.
    expect((await request().put('/api/settings/security').set(owner.auth).send({ requireStaffTwoFactor: true })).status).toBe(409);
    const ownerFactor = await enrol(owner);
    const support = await given.shop.signIn('helper', 'support');
    const changed = await request().put('/api/settings/security').set(owner.auth).send({ requireStaffTwoFactor: true });
    expect({ status: changed.status, body: changed.body }).toEqual({ status: 200, body: { requireStaffTwoFactor: true } });
    expect((await request().get('/api/settings/security').set(owner.auth)).body).toEqual({ requireStaffTwoFactor: true });
    expect(await auditKinds('settings.changed')).toContainEqual(
      expect.objectContaining({ subject: { type: 'settings', id: 'security' }, before: { requireStaffTwoFactor: false }, after: { requireStaffTwoFactor: true } }),
    );

    const refused = await listAllOrders(support.auth);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'second_factor_enrolment_required' });
    expect((await newSession(support)).secondFactor).toBe('enrolment_required');
    // Customers are not asked.
    expect((await newSession(given.customer)).secondFactor).toBe('not_needed');
    expect((await request().get(`/api/order/${given.customer.email}`).set(given.customer.auth)).status).toBe(200);

    await enrol(support);
    expect((await listAllOrders(support.auth)).status).toBe(200);
    const off = await request().delete('/api/two-factor').set(support.auth);
    expect({ status: off.status, detail: off.body.detail }).toEqual({ status: 409, detail: expect.stringMatching(/requires two-factor/) });

    // The owner resets it (a lost phone): the next sign-in is sent to enrol again.
    expect((await request().delete(`/api/users/${support.email}/two-factor`).set(owner.auth)).status).toBe(204);
    expect(await auditKinds('two_factor.reset')).toContainEqual(expect.objectContaining({ subject: { type: 'user', id: support.email } }));
    expect((await newSession(support)).secondFactor).toBe('enrolment_required');
    expect((await request().delete('/api/users/nobody@example.com/two-factor').set(owner.auth)).status).toBe(404);

    // Not required any more: a staff member may turn their own off, from a session that gave its code.
    expect((await request().put('/api/settings/security').set(owner.auth).send({ requireStaffTwoFactor: false })).status).toBe(200);
    expect((await request().delete('/api/two-factor').set(owner.auth)).status).toBe(204);
    expect(await auditKinds('two_factor.disabled')).toContainEqual(expect.objectContaining({ subject: { type: 'user', id: owner.email } }));
    expect((await newSession(owner)).secondFactor).toBe('not_needed');
    expect(ownerFactor.recoveryCodes).toHaveLength(10);
  });

  it('when a staff member who isn’t the owner changes the setting or resets someone, then 403', async () => {
    const packer = await given.shop.signIn('not-owner', 'fulfilment');
    expect((await request().put('/api/settings/security').set(packer.auth).send({ requireStaffTwoFactor: true })).status).toBe(403);
    expect((await request().delete(`/api/users/${given.owner.email}/two-factor`).set(packer.auth)).status).toBe(403);
  });
});

describe('codes are rate-limited', () => {
  it('when codes keep coming for one user, then 429 past the budget, enrolment and sign-in counted together', async () => {
    const shop = await startTestShop({ env: { RATE_LIMIT_SECOND_FACTOR_PER_MINUTE: '3' } });
    try {
      const packer = await shop.signIn('guesser', 'fulfilment');
      const { secret, at } = await enrol(packer, shop);
      const session = await newSession(packer, shop);
      const guess = () => shop.request.post('/api/session/second-factor').set(session.auth).send({ code: '000000' });
      expect([(await guess()).status, (await guess()).status]).toEqual([400, 400]);
      const limited = await shop.request.post('/api/session/second-factor').set(session.auth).send({ code: codeAt(secret, at + STEP_MS) });
      expect({ status: limited.status, type: limited.headers['content-type'] }).toEqual({ status: 429, type: expect.stringMatching(/^application\/problem\+json/) });
      expect((await shop.request.get('/api/orders').set(session.auth)).status).toBe(403);
    } finally {
      await shop.stop();
    }
  });
});
