// Spectral's OWASP API Security Top 10 ruleset over openapi.yaml (`npm run check:contract`).
// A rule is switched off only where the contract is right and the rule can't see why; the
// reason stands beside it.
import owasp from '@stoplight/spectral-owasp-ruleset';

/**
 * The scheme alone names who may call (backend/src/shared/auth/authenticate.ts reads it so): no
 * requirement carries scopes, and a staff operation requires `staffAccessToken` and nothing else.
 * `accessToken: [admin]` once shared one scheme between admin and customer operations. Which staff
 * roles may call is the operation's `x-roles` (shop:staff-roles below).
 */
function roleBySchemeAlone(security, _options, { path }) {
  if (!Array.isArray(security)) return [];
  const results = [];
  security.forEach((requirement, index) => {
    for (const [scheme, scopes] of Object.entries(requirement ?? {})) {
      if (Array.isArray(scopes) && scopes.length > 0) {
        results.push({ message: `${scheme} takes no scopes: the scheme names the role.`, path: [...path, index, scheme] });
      }
    }
  });
  const staff = security.some((requirement) => requirement && 'staffAccessToken' in requirement);
  if (staff && (security.length !== 1 || Object.keys(security[0]).length !== 1)) {
    results.push({ message: 'A staff operation requires staffAccessToken and nothing else.', path });
  }
  return results;
}

const STAFF_ROLES = ['owner', 'catalogue', 'fulfilment', 'support'];

/**
 * Every staff operation says which staff roles may call it (`x-roles`), and any `x-roles` names
 * staff roles only, each once, the owner among them (the owner may do everything). The server
 * refuses to start otherwise too (backend/src/shared/auth/roles.ts); this says so at lint time.
 */
function staffRoles(operation, _options, { path }) {
  if (!operation || typeof operation !== 'object') return [];
  const roles = operation['x-roles'];
  const staff = Array.isArray(operation.security) && operation.security.some((requirement) => requirement && 'staffAccessToken' in requirement);
  if (roles === undefined) return staff ? [{ message: 'A staff operation lists the staff roles that may call it in x-roles.', path }] : [];
  const valid = Array.isArray(roles) && roles.length > 0 && roles.every((role) => STAFF_ROLES.includes(role)) && new Set(roles).size === roles.length && roles.includes('owner');
  return valid ? [] : [{ message: `x-roles lists staff roles (${STAFF_ROLES.join(', ')}), each once, the owner among them.`, path: [...path, 'x-roles'] }];
}

export default {
  extends: [owasp],
  rules: {
    // The rule takes an operation for an admin one when its URL holds `/admin`. Ours keep the
    // shop's URLs (/users, /orders, /allProducts, /user/admin/{email}…), so every admin operation
    // shares `staffAccessToken` with admin operations the rule takes for customer ones, and it
    // flags /user/admin/{email}. What it guards, no admin operation sharing a requirement with a
    // customer one, is checked by shop:role-by-scheme-alone below, by scheme instead of URL.
    'owasp:api5:2023-admin-security-unique': 'off',
    'shop:staff-roles': {
      description: 'Every staff operation lists in x-roles the staff roles that may call it.',
      message: '{{error}}',
      severity: 'error',
      given: ['$.paths[*][get,put,post,patch,delete]'],
      then: { function: staffRoles },
    },
    'shop:role-by-scheme-alone': {
      description: 'The security scheme alone names who may call; staff operations require staffAccessToken alone.',
      message: '{{error}}',
      severity: 'error',
      given: ['$.security', '$.paths[*][get,put,post,patch,delete].security'],
      then: { function: roleBySchemeAlone },
    },
  },
  overrides: [
    {
      // Operations public by design: they read no credentials, so they never answer 401 either.
      // The catalogue, its reviews, the shipping rates, the business's legal details, the tax settings, readiness and the browser's runtime settings are for
      // visitors. The Stripe webhook is authenticated by the Stripe-Signature header, verified
      // over the raw body (Stripe can't carry our token). The contact form and the newsletter
      // are for visitors, and are rate-limited per client. Pricing a visitor's cart (kept in the
      // browser) reads the catalogue for visitors and stores nothing. Asking for a password reset link
      // is for someone who can't sign in; it answers the same for any address and is rate-limited per
      // client and per address. A guest's checkout is for visitors by definition, rate-limited per
      // client and per email; the order it makes is reached afterwards by its own key (the
      // `orderKey` scheme). Quoting shipping weighs and prices tools from the catalogue for a
      // visitor's cart and stores nothing, like pricing it. Signing in and registering with a password are for someone who isn't
      // signed in: the password is the credential, checked by Firebase, and both are rate-limited
      // per client (a sign-in per address too). (Pointers as Spectral writes them:
      // `{` and `}` percent-encoded.)
      files: [
        'openapi.yaml#/paths/~1health/get',
        'openapi.yaml#/paths/~1config/get',
        'openapi.yaml#/paths/~1products/get',
        'openapi.yaml#/paths/~1products~1%7Bid%7D/get',
        'openapi.yaml#/paths/~1reviews/get',
        'openapi.yaml#/paths/~1webhooks~1stripe/post',
        'openapi.yaml#/paths/~1contact/post',
        'openapi.yaml#/paths/~1newsletter/post',
        'openapi.yaml#/paths/~1cart~1price/post',
        'openapi.yaml#/paths/~1shipping-quotes/post',
        'openapi.yaml#/paths/~1settings~1shipping/get',
        'openapi.yaml#/paths/~1settings~1business/get',
        'openapi.yaml#/paths/~1settings~1tax/get',
        'openapi.yaml#/paths/~1password-resets/post',
        'openapi.yaml#/paths/~1guest~1checkout/post',
        'openapi.yaml#/paths/~1sign-in/post',
        'openapi.yaml#/paths/~1register/post',
      ],
      rules: {
        'owasp:api2:2023-read-restricted': 'off',
        'owasp:api2:2023-write-restricted': 'off',
        'owasp:api8:2023-define-error-responses-401': 'off',
      },
    },
  ],
};
