// `npm run generate` runs this (through tsx): writes the email previews the stories show, or with
// --check fails when the committed file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EMAIL_PREVIEWS_FILE, emailPreviewsSource } from '../src/modules/notifications/email-previews.js';

const target = resolve(import.meta.dirname, '../..', EMAIL_PREVIEWS_FILE);
const fresh = await emailPreviewsSource();
const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
if (current !== fresh) {
  if (process.argv.includes('--check')) {
    console.error(`Stale generated email previews (run \`npm run generate\`): ${EMAIL_PREVIEWS_FILE}`);
    process.exit(1);
  }
  writeFileSync(target, fresh);
  console.log(`wrote ${EMAIL_PREVIEWS_FILE}`);
}
