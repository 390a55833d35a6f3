import type { TestShop } from '../harness.js';

/** The hand-over cookie (`name=value`) a login form post of `account` is answered with. */
export async function handOverCookie(shop: TestShop, account: { email: string; password: string }): Promise<string> {
  const response = await shop.request.post('/api/sign-in').type('form').send({ email: account.email, password: account.password });
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('sign_in_hand_over='));
  if (!cookie) throw new Error(`the form sign-in set no hand-over: ${response.status} ${String(response.headers.location)}`);
  return cookie.split(';')[0] ?? '';
}
