import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../testing/mocks/http';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { makeStore } from '../../store';
import { takeOverWaitingSignIn } from '../sign-in-hand-over';

/** Counts the claims the app sends, answering each as `answer` says. */
function recordClaims(answer: 'session' | 'gone') {
  const claims: string[] = [];
  server.use(
    http.post('/sign-in/hand-over', ({ request, response }) => {
      claims.push(request.method);
      return answer === 'session'
        ? response(200).json(sessionFor('customer@handtools.test'))
        : response(401).json(problem(401, 'Unauthorized', 'This sign-in has already been used or has expired. Please sign in again.'));
    }),
  );
  return claims;
}

const waiting = () => /sign_in_waiting=1/.test(document.cookie);

describe('taking over a sign-in a form posted before the page’s code ran', () => {
  afterEach(() => {
    document.cookie = 'sign_in_waiting=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  });

  it('when no sign-in is waiting, then the app starts without asking the shop', async () => {
    const claims = recordClaims('session');
    expect(await takeOverWaitingSignIn(makeStore())).toBeNull();
    expect(claims).toEqual([]);
  });

  it('when a sign-in is waiting, then it is claimed once and its session is the app’s', async () => {
    const claims = recordClaims('session');
    document.cookie = 'sign_in_waiting=1; Path=/';
    const session = await takeOverWaitingSignIn(makeStore());
    expect(session?.user.email).toBe('customer@handtools.test');
    expect(claims).toEqual(['POST']);
    expect(waiting()).toBe(false);
  });

  it('when the hand-over was used already (another tab) or expired, then the app starts signed out and stops asking', async () => {
    const claims = recordClaims('gone');
    document.cookie = 'sign_in_waiting=1; Path=/';
    expect(await takeOverWaitingSignIn(makeStore())).toBeNull();
    expect(waiting()).toBe(false);
    expect(await takeOverWaitingSignIn(makeStore())).toBeNull();
    expect(claims).toHaveLength(1);
  });
});
