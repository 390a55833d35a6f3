// The stories' previews are the templates as they render now: a template changed without
// `npm run generate` fails here (the test only reads; the script writes).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { EMAIL_PREVIEWS_FILE, emailPreviewsSource } from '../email-previews.js';

it('the email previews the stories show are the templates as they render now (else run `npm run generate`)', async () => {
  const committed = readFileSync(resolve(import.meta.dirname, '../../../../..', EMAIL_PREVIEWS_FILE), 'utf8');
  expect(committed === (await emailPreviewsSource()), `${EMAIL_PREVIEWS_FILE} is stale: run \`npm run generate\``).toBe(true);
});
