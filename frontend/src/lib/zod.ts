import { z } from 'zod';

// The shop's Content-Security-Policy forbids eval. Left to itself, Zod probes for it with
// `new Function` to compile faster parsers, and the browser logs a CSP violation on every page
// with a form, which Lighthouse's best practices count. The interpreted parsers are fast enough
// for forms.
z.config({ jitless: true });

export { z };
