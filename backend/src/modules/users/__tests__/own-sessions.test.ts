// "Your sessions" (issue 34, sessions): anyone signed in sees their own live sessions, where and on
// what each was opened, and ends any one of them or all the others. An ended session is refused at
// its very next request, even one whose session the server had in memory from the request before.
// Another person's session is 404, as one that never was. On SQLite and on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveSession } from '../../../shared/api-types.js';
import { useTestShop, type Shopper } from '../../../../test/harness.js';

const given = useTestShop({ people: { alice: 'customer', bob: 'customer', packer: 'fulfilment' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Auth = Shopper['auth'];

/** Another sign-in of the same person, from another browser: a session of its own. */
async function anotherDevice(shopper: Shopper, userAgent: string): Promise<Auth> {
  const response = await given.shop.request.put(`/api/user/${shopper.email}`).set('Authorization', `Bearer ${shopper.idToken}`).set('User-Agent', userAgent);
  expect(response.status, response.text).toBe(200);
  return { Authorization: `Bearer ${response.body.token as string}` };
}

async function sessions(auth: Auth): Promise<LiveSession[]> {
  const response = await given.shop.request.get('/api/sessions').set(auth);
  expect(response.status, response.text).toBe(200);
  return response.body.items as LiveSession[];
}

const currentOf = async (auth: Auth) => (await sessions(auth)).find((session) => session.current)!;
const endSession = (auth: Auth, id: string) => given.shop.request.delete(`/api/sessions/${id}`).set(auth);
const profile = (shopper: Shopper, auth: Auth) => given.shop.request.get(`/api/admin/${shopper.email}`).set(auth);

describe('your sessions', () => {
  it('when someone has signed in on two browsers, then each lists both, newest first, marks its own and says what each was opened with', async () => {
    const laptop = await anotherDevice(given.alice, FIREFOX_ON_WINDOWS);
    const phone = await anotherDevice(given.alice, SAFARI_ON_IPHONE);
    const fromPhone = await sessions(phone);
    expect(fromPhone.slice(0, 2).map(({ current, device }) => ({ current, device }))).toEqual([
      { current: true, device: 'Safari on iPhone' },
      { current: false, device: 'Firefox on Windows' },
    ]);
    expect(fromPhone[0]?.address).toEqual(expect.any(String));
    expect(new Date(fromPhone[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const fromLaptop = await sessions(laptop);
    expect(fromLaptop.filter((session) => session.current).map((session) => session.device)).toEqual(['Firefox on Windows']);
    // Nobody else's sessions are in the list.
    const bobs = await sessions(given.bob.auth);
    expect(bobs.some((session) => fromPhone.some((alices) => alices._id === session._id))).toBe(false);
  });

  it('when one session is ended from another, then its very next request is refused, though the server had just read it, and the other goes on', async () => {
    const laptop = await anotherDevice(given.packer, FIREFOX_ON_WINDOWS);
    const phone = await anotherDevice(given.packer, SAFARI_ON_IPHONE);
    // Twice, so the laptop's session is the one the server keeps in memory between requests.
    expect([(await profile(given.packer, laptop)).status, (await profile(given.packer, laptop)).status]).toEqual([200, 200]);
    const target = await currentOf(laptop);
    expect((await endSession(phone, target._id)).status).toBe(204);
    const refused = await profile(given.packer, laptop);
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await profile(given.packer, phone)).status).toBe(200);
    expect((await sessions(phone)).map((session) => session._id)).not.toContain(target._id);
    // Ended already: there is nothing left to end.
    expect((await endSession(phone, target._id)).status).toBe(404);
  });

  it('when someone names another person’s session, an unknown one or a malformed id, then nothing ends and the answer is 404 or 400', async () => {
    const bobsLaptop = await anotherDevice(given.bob, FIREFOX_ON_WINDOWS);
    const bobs = await currentOf(bobsLaptop);
    const attempt = await endSession(given.alice.auth, bobs._id);
    expect({ status: attempt.status, type: attempt.headers['content-type'] }).toEqual({ status: 404, type: expect.stringMatching(/^application\/problem\+json/) });
    expect((await profile(given.bob, bobsLaptop)).status).toBe(200);
    expect((await endSession(given.alice.auth, '0193a7d2-5c1e-7b3a-9f00-00000000dead')).status).toBe(404);
    expect((await endSession(given.alice.auth, 'not-a-session')).status).toBe(400);
    expect((await profile(given.bob, bobsLaptop)).status).toBe(200);
  });

  it('when someone ends all their other sessions, then only the one they asked from goes on', async () => {
    const shopper = await given.shop.signIn('many-devices');
    const laptop = await anotherDevice(shopper, FIREFOX_ON_WINDOWS);
    const phone = await anotherDevice(shopper, SAFARI_ON_IPHONE);
    expect(await sessions(phone)).toHaveLength(3);
    expect((await given.shop.request.delete('/api/sessions').set(phone)).status).toBe(204);
    expect([(await profile(shopper, shopper.auth)).status, (await profile(shopper, laptop)).status, (await profile(shopper, phone)).status]).toEqual([401, 401, 200]);
    expect((await sessions(phone)).map((session) => session.current)).toEqual([true]);
  });

  it('when someone ends the session they ask from, then they are signed out', async () => {
    const shopper = await given.shop.signIn('ends-itself');
    const own = await currentOf(shopper.auth);
    expect((await endSession(shopper.auth, own._id)).status).toBe(204);
    expect((await profile(shopper, shopper.auth)).status).toBe(401);
  });
});
