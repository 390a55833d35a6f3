// `npm start`: the whole shop on its embedded default — SQLite, the Firebase Auth Emulator with
// the demo accounts, the test payment provider, a mail catcher (maildev) whose web inbox shows
// every email the shop sends — at http://localhost:3000.
// Children run in their own process groups so that Ctrl-C reaches each exactly once, through us:
// the emulator exports its accounts on the first signal and would skip that on a second.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MailDev } from 'maildev';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
// The end-to-end tests, the bench and the soak run a second shop beside a developer's, with its own
// data and an emulator config on their own ports (written by scripts/lib/run-shop.mjs).
const emulatorConfig = process.env.SHOP_EMULATOR_CONFIG ?? join(root, 'firebase.json');
const { host: emulatorIp, port: emulatorPort } = JSON.parse(readFileSync(emulatorConfig, 'utf8')).emulators.auth;
const emulatorHost = `${emulatorIp}:${emulatorPort}`;
const dataDir = process.env.SHOP_DATA_DIR ?? join(root, 'backend/data');
const savedAccounts = join(dataDir, 'auth-emulator');
// The mail catcher's SMTP and web inbox ports; the runs beside this one (scripts/lib/run-shop.mjs)
// give theirs free ports. With SMTP_URL or SMTP_HOST set, the shop mails there and no catcher runs.
const mailSmtpPort = Number(process.env.SHOP_MAIL_SMTP_PORT ?? 1025);
const mailWebPort = Number(process.env.SHOP_MAIL_WEB_PORT ?? 1080);
const realSmtp = Boolean(process.env.SMTP_URL || process.env.SMTP_HOST);

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildIfStale(label, outputFile, inputs, command, args) {
  const output = join(root, outputFile);
  const inputsChanged = Math.max(...inputs.map((input) => newestChange(join(root, input))));
  if (existsSync(output) && statSync(output).mtimeMs >= inputsChanged) return;
  console.log(`Building ${label}…`);
  // Always a production build: run from a test runner (NODE_ENV=test) Vite would otherwise bundle
  // React's development build, which this start and every later one would then serve.
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function ready(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, child, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await ready(url))) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited during start-up`);
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

buildIfStale('the backend', 'backend/dist/main.js', ['backend/src', 'openapi.yaml'], 'npm', ['run', 'build', '--workspace', 'backend']);
const storefrontInputs = [
  'frontend/src',
  'frontend/index.html',
  'frontend/public',
  'frontend/vite.config.ts',
  'frontend/preload-route-plugin.ts',
  'frontend/responsive-images-plugin.ts',
  'frontend/preload-font-plugin.ts',
  'frontend/package.json',
];
if (existsSync(join(root, 'frontend/index.html'))) {
  buildIfStale('the storefront', 'frontend/dist-server/entry-server.js', storefrontInputs, 'npm', [
    'run',
    'build',
    '--workspace',
    'frontend',
  ]);
}
// Designers review this version's screens in Storybook at /storybook: in development only, and not
// in the shops the tests run beside a developer's (scripts/lib/run-shop.mjs), which don't need it.
const withStorybook = (process.env.NODE_ENV ?? 'development') === 'development' && process.env.SHOP_STORYBOOK !== 'false';
if (withStorybook) buildIfStale('Storybook', 'storybook-static/index.html', [...storefrontInputs, '.storybook'], 'npm', ['run', 'build-storybook']);

mkdirSync(dataDir, { recursive: true });
// The shop's access-token secret is kept with the rest of its data, so that a shop run beside a
// developer's (the tests, the bench) leaves nothing in the repository and signs its own tokens.
function accessTokenSecret() {
  const file = join(dataDir, 'access-token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
const children = [];
let emulator;
if (await ready(`http://${emulatorHost}/`)) {
  console.log(`Using the Auth Emulator already running at ${emulatorHost}.`);
} else {
  console.log('Starting the Firebase Auth Emulator (about 10 s)…');
  // Accounts made in an earlier run were exported on exit; the committed seed is only the start.
  const accounts = existsSync(join(savedAccounts, 'firebase-export-metadata.json')) ? savedAccounts : join(root, 'seed/auth-emulator');
  const log = openSync(join(dataDir, 'auth-emulator.log'), 'w');
  emulator = spawn(
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-handtools', '--config', emulatorConfig, '--import', accounts, '--export-on-exit', savedAccounts],
    { cwd: dataDir, stdio: ['ignore', log, log], detached: true, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
  );
  children.push(emulator);
  await waitFor(`http://${emulatorHost}/`, emulator, `The Auth Emulator (see ${join(dataDir, 'auth-emulator.log')})`, 120);
}

// An empty SMTP variable means unset (run-shop.mjs clears the caller's SMTP settings that way).
function withoutEmptySmtp(env) {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => !(name.startsWith('SMTP_') && value === '')));
}

let mailCatcher;
// maildev 3 answers its bare root with a 404; its inbox is its index.html.
const inboxUrl = `http://localhost:${mailWebPort}/index.html`;
if (!realSmtp) {
  if (await ready(`http://127.0.0.1:${mailWebPort}/api/email`)) {
    console.log(`Using the mail catcher already running at ${inboxUrl}.`);
  } else {
    // Local only, and kept in the data folder so the inbox outlives a restart.
    mailCatcher = new MailDev({
      smtp: mailSmtpPort,
      web: mailWebPort,
      ip: '127.0.0.1',
      webIp: '127.0.0.1',
      mailDirectory: join(dataDir, 'mail'),
      silent: true,
    });
    try {
      await mailCatcher.start();
    } catch (error) {
      console.error(`The mail catcher could not start on ports ${mailSmtpPort} (SMTP) and ${mailWebPort} (web): ${error.message}`);
      for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
      process.exit(1);
    }
  }
}

const api = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: {
    NODE_ENV: 'development',
    DATABASE_URL: `sqlite:${join(dataDir, 'shop.sqlite')}`,
    IMAGES_DIR: join(dataDir, 'images'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-handtools',
    ACCESS_TOKEN_SECRET: process.env.ACCESS_TOKEN_SECRET ?? accessTokenSecret(),
    LOG_LEVEL: 'warn',
    // The demo shop asks for what a server never gets unasked: demo data and, unless Stripe keys
    // are given, the test payment provider.
    SEED_DEMO_DATA: 'true',
    ...(process.env.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: 'test' }),
    ...(withStorybook ? { STORYBOOK_DIR: join(root, 'storybook-static') } : {}),
    MAIL_FROM: 'Hand Tool Shop <orders@handtools.localhost>',
    ...withoutEmptySmtp(process.env),
    ...(realSmtp ? {} : { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailSmtpPort) }),
    PORT: String(port),
  },
});
children.push(api);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the shop…');
  for (const child of children) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
  }
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
  // After the shop: an email it was sending when stopped still reaches the inbox.
  await mailCatcher?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.once('exit', (code) => void stop(code ?? 1));
emulator?.once('exit', (code) => void stop(code ?? 1));

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`, api, 'The shop', 60);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
console.log(`
  The hand-tool shop is running at http://localhost:${port}
  API: http://localhost:${port}/api/products  ·  contract: openapi.yaml
  ${withStorybook ? `Storybook (every screen in every state, for designers): http://localhost:${port}/storybook/` : 'Storybook: not served (development only)'}

  Demo accounts (Firebase Auth Emulator):
    admin     admin@handtools.test     Admin#2026
    customer  customer@handtools.test  Customer#2026
  Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
  ${realSmtp ? 'Emails: sent through the SMTP server in SMTP_URL / SMTP_HOST.' : `Emails the shop sends (order placed, paid, shipped, cancelled, refunded): ${inboxUrl}`}

  Press Ctrl-C to stop. Data stays in ${relative(root, dataDir) || dataDir}/ for the next start.
`);
