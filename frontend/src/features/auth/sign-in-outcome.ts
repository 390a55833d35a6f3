// What a login or register form posted without the page's code came back with: the server's 303
// names the outcome in the address (`?login=…`, `?register=…`), never the shopper's words, so the
// page says what happened and the fields start empty again.
const common: Record<string, string> = {
  'invalid-email': 'Please input a valid email',
  refused: 'This account can’t sign in here. If you think that’s wrong, contact us.',
  unverified: 'An account with this email address already exists. Verify your email address (open the link we sent you), then sign in again.',
  busy: 'Too many sign-in attempts in a short time. Please wait a minute and try again.',
  failed: 'Signing in is temporarily unavailable. Please try again shortly.',
  invalid: 'That didn’t work. Please fill in the form again.',
};

const outcomes = {
  login: {
    ...common,
    'wrong-credentials': 'Wrong email or password.',
    'invalid-password': 'Password is required',
  },
  register: {
    ...common,
    'email-taken': 'An account with this email address already exists. Log in instead.',
    'invalid-name': 'Name is required',
    'invalid-password': 'Must input 6 character password or more!',
  },
} satisfies Record<string, Record<string, string>>;

export type AuthFormName = keyof typeof outcomes;

/** The sentence for `?<form>=<outcome>`; null when there is none (or one the shop never sends). */
export function signInOutcome(form: AuthFormName, search: URLSearchParams): string | null {
  const outcome = search.get(form);
  return outcome !== null && Object.hasOwn(outcomes[form], outcome) ? (outcomes[form] as Record<string, string>)[outcome]! : null;
}
