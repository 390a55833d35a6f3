// Spectral's OWASP API Security Top 10 ruleset over openapi.yaml (`npm run check:contract`).
// A rule is switched off only where the contract is right and the rule can't see why; the
// reason stands beside it.
import owasp from '@stoplight/spectral-owasp-ruleset';

/**
 * The scheme alone names the role (backend/src/shared/auth/authenticate.ts reads it so): no
 * requirement carries scopes, and an admin operation requires `adminAccessToken` and nothing else.
 * `accessToken: [admin]` once shared one scheme between admin and customer operations.
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
  const admin = security.some((requirement) => requirement && 'adminAccessToken' in requirement);
  if (admin && (security.length !== 1 || Object.keys(security[0]).length !== 1)) {
    results.push({ message: 'An admin operation requires adminAccessToken and nothing else.', path });
  }
  return results;
}

export default {
  extends: [owasp],
  rules: {
    // The rule takes an operation for an admin one when its URL holds `/admin`. Ours keep the
    // shop's URLs (/users, /orders, /allProducts, /user/admin/{email}…), so every admin operation
    // shares `adminAccessToken` with admin operations the rule takes for customer ones, and it
    // flags /user/admin/{email}. What it guards, no admin operation sharing a requirement with a
    // customer one, is checked by shop:role-by-scheme-alone below, by scheme instead of URL.
    'owasp:api5:2023-admin-security-unique': 'off',
    'shop:role-by-scheme-alone': {
      description: 'The security scheme alone names the role; admin operations require adminAccessToken alone.',
      message: '{{error}}',
      severity: 'error',
      given: ['$.security', '$.paths[*][get,put,post,patch,delete].security'],
      then: { function: roleBySchemeAlone },
    },
  },
  overrides: [
    {
      // Operations public by design: they read no credentials, so they never answer 401 either.
      // The catalogue, its reviews, readiness and the browser's runtime settings are for
      // visitors. The Stripe webhook is authenticated by the Stripe-Signature header, verified
      // over the raw body (Stripe can't carry our token). The contact form and the newsletter
      // are for visitors, and are rate-limited per client. Pricing a visitor's cart (kept in the
      // browser) reads the catalogue for visitors and stores nothing. Asking for a password reset link
      // is for someone who can't sign in; it answers the same for any address and is rate-limited per
      // client and per address. A guest's checkout is for visitors by definition, rate-limited per
      // client and per email; the order it makes is reached afterwards by its own key (the
      // `orderKey` scheme). (Pointers as Spectral writes them:
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
        'openapi.yaml#/paths/~1password-resets/post',
        'openapi.yaml#/paths/~1guest~1checkout/post',
      ],
      rules: {
        'owasp:api2:2023-read-restricted': 'off',
        'owasp:api2:2023-write-restricted': 'off',
        'owasp:api8:2023-define-error-responses-401': 'off',
      },
    },
  ],
};
