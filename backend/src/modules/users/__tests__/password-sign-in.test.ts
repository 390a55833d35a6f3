// The login and register forms, signed in by the server against the Auth Emulator: a form post's
// 303 with its hand-over, claimed once by the page's code; the outcomes a refused form goes back
// with; another site's post refused; only paths of this site as the way onwards; staff sent to their
// second factor.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';
import { codeAt } from '../../two-factor/totp.js';

const given = useTestShop({ people: { customer: 'customer', owner: 'owner' }, env: { TRUST_PROXY: '1' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

// Each test from an address of its own: the sign-ins' budget is per client.
let client = 10;
afterEach(() => void (client += 1));
const postForm = (path: string, fields: Record<string, string>) =>
  given.shop.request.post(path).set('X-Forwarded-For', `198.51.100.${client}`).type('form').send(new URLSearchParams(fields).toString());

const cookiesOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);
const handOverCookie = (response: { headers: Record<string, unknown> }) => cookiesOf(response).find((line) => line.startsWith('sign_in_hand_over='));
const claim = (cookie: string) => given.shop.request.post('/api/sign-in/hand-over').set('Cookie', cookie.split(';')[0] ?? '');

async function signInByForm(shopper: Pick<Shopper, 'email' | 'password'>, next?: string) {
  const response = await postForm('/api/sign-in', { email: shopper.email, password: shopper.password, ...(next === undefined ? {} : { next }) });
  return { response, cookie: handOverCookie(response) };
}

describe('the login form without JavaScript', () => {
  it('when a shopper posts the right password, then a 303 onwards hands over a session that works once', async () => {
    const { response, cookie } = await signInByForm(given.customer, '/orders?page=2#latest');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/orders?page=2#latest');
    expect(response.text).toBe('');
    expect(cookie).toMatch(/^sign_in_hand_over=[A-Za-z0-9_-]{43}; Max-Age=120; Path=\/api\/sign-in\/hand-over; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    expect(cookiesOf(response).find((line) => line.startsWith('sign_in_waiting='))).toMatch(/^sign_in_waiting=1; Max-Age=120; Path=\/; Expires=[^;]+; SameSite=Strict$/);
    // Only the code's hash is kept.
    const code = cookie?.split(';')[0]?.split('=')[1] ?? '';
    expect(await given.shop.db.sql.select('SELECT code_hash FROM sign_in_hand_overs WHERE code_hash = ?', [code])).toEqual([]);

    const claimed = await claim(cookie ?? '');
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ user: { email: given.customer.email, role: 'customer' }, secondFactor: 'not_needed' });
    expect(cookiesOf(claimed).some((line) => /^sign_in_hand_over=;/.test(line))).toBe(true);
    const orders = await given.shop.request.get('/api/sessions').set('Authorization', `Bearer ${claimed.body.token as string}`);
    expect(orders.status).toBe(200);

    const again = await claim(cookie ?? '');
    expect(again.status).toBe(401);
    expect(again.body.token).toBeUndefined();
  });

  it('when two tabs claim one hand-over at once, then exactly one gets the session', async () => {
    const { cookie } = await signInByForm(given.customer);
    const answers = await Promise.all([claim(cookie ?? ''), claim(cookie ?? '')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('when the password or the address is wrong, then the form comes back with one outcome for both, no email and no hand-over', async () => {
    for (const email of [given.customer.email, uniqueEmail('nobody')]) {
      const response = await postForm('/api/sign-in', { email, password: 'not-the-password', next: '/orders' });
      expect({ status: response.status, location: response.headers.location }).toEqual({ status: 303, location: '/login?login=wrong-credentials&next=%2Forders' });
      expect(handOverCookie(response)).toBeUndefined();
    }
  });

  it('when a field is malformed, then the form comes back naming it', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: 'not-an-email', password: 'x' }, 'invalid-email'],
      [{ email: given.customer.email, password: '' }, 'invalid-password'],
      [{ email: given.customer.email, password: 'x', role: 'owner' }, 'invalid'],
    ];
    for (const [fields, outcome] of cases) {
      const response = await postForm('/api/sign-in', fields);
      expect({ fields, location: response.headers.location }).toEqual({ fields, location: `/login?login=${outcome}` });
    }
  });

  it('when the way onwards leads to another site, then the sign-in goes home instead', async () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example', 'orders']) {
      const { response, cookie } = await signInByForm(given.customer, next);
      expect({ next, status: response.status, location: response.headers.location }).toEqual({ next, status: 303, location: '/' });
      expect(cookie).toBeDefined();
    }
  });

  it('when another site’s page posts the form through a visitor’s browser, then nobody is signed in', async () => {
    const fields = { email: given.customer.email, password: given.customer.password };
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://elsewhere.example' }]) {
      const response = await postForm('/api/sign-in', fields).set('Host', 'shop.example').set(headers);
      expect({ headers, status: response.status, location: response.headers.location }).toEqual({ headers, status: 303, location: '/login?login=refused' });
      expect(handOverCookie(response)).toBeUndefined();
    }
    const own = await postForm('/api/sign-in', fields).set('Host', 'shop.example').set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(handOverCookie(own)).toBeDefined();
  });

  it('when a hand-over is claimed without its cookie, or with one the shop never made, then it is refused', async () => {
    expect((await given.shop.request.post('/api/sign-in/hand-over')).status).toBe(401);
    expect((await claim(`sign_in_hand_over=${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('when a staff member with an authenticator signs in, then the session is short of its second factor and the page goes to the code', async () => {
    const started = await given.shop.request.post('/api/two-factor/enrolment').set(given.owner.auth);
    const confirmed = await given.shop.request.put('/api/two-factor/enrolment').set(given.owner.auth).send({ code: codeAt(started.body.secret as string, Date.now()) });
    expect(confirmed.status).toBe(200);

    const { response, cookie } = await signInByForm(given.owner, '/dashboard/manage-all-orders');
    expect(response.headers.location).toBe('/two-factor?next=%2Fdashboard%2Fmanage-all-orders');
    const claimed = await claim(cookie ?? '');
    expect(claimed.body.secondFactor).toBe('code_required');
    const staffOnly = await given.shop.request.get('/api/users').set('Authorization', `Bearer ${claimed.body.token as string}`);
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.body.code).toBe('second_factor_required');
  });
});

describe('the login form with JavaScript', () => {
  it('when the page’s code posts the same operation as JSON, then the session is the answer and no hand-over is made', async () => {
    const response = await given.shop.request.post('/api/sign-in').set('X-Forwarded-For', `198.51.100.${client}`).send({ email: given.customer.email, password: given.customer.password });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(given.customer.email);
    expect(handOverCookie(response)).toBeUndefined();
  });
});

describe('the register form without JavaScript', () => {
  it('when a visitor registers, then the account is made with its name and signed in; the same address again is refused as taken', async () => {
    const email = uniqueEmail('register');
    const fields = { name: ' Sam Turner ', email, password: 'hickory-16oz', next: '/cart' };
    const response = await postForm('/api/register', fields);
    expect({ status: response.status, location: response.headers.location }).toEqual({ status: 303, location: '/cart' });
    const claimed = await claim(handOverCookie(response) ?? '');
    expect(claimed.body.user).toMatchObject({ email, name: 'Sam Turner', role: 'customer' });

    const again = await postForm('/api/register', fields);
    expect(again.headers.location).toBe('/register?register=email-taken&next=%2Fcart');
    expect(handOverCookie(again)).toBeUndefined();
  });

  it('when a field breaks the rules, then the form comes back naming it and no account is made', async () => {
    const email = uniqueEmail('weak');
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '  ', email, password: 'hickory-16oz' }, 'invalid-name'],
      [{ name: 'Sam', email: 'sam@', password: 'hickory-16oz' }, 'invalid-email'],
      [{ name: 'Sam', email, password: '12345' }, 'invalid-password'],
    ];
    for (const [fields, outcome] of cases) {
      const response = await postForm('/api/register', fields);
      expect({ fields, location: response.headers.location }).toEqual({ fields, location: `/register?register=${outcome}` });
    }
    const json = await given.shop.request.post('/api/sign-in').send({ email, password: 'hickory-16oz' });
    expect(json.status).toBe(401);
  });
});
