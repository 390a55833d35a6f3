import './lib/fonts.css';

// A message, unlike a timer, isn't slowed down in a background tab.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Evaluating all of the app's modules at once was one task of ~300 ms on a phone (measured at 4×
// CPU slowdown), and a tap in it waits. Each group below is evaluated in a task of its own, the
// browser free to handle input between them, before the app that needs them all starts.
const moduleGroups = [
  // A whole package imported here would keep all of its exports: React DOM's client is one module
  // either way; React Router comes in with the app's routes, which use only what they need.
  () => import('react-dom/client'),
  () => import('./app/provider'),
  () => import('./lib/store'),
  () => import('./app/router'),
  // The first price formatted loads the browser's currency data: a task of its own (~60 ms at 4×)
  // rather than inside the first tool card's hydration.
  () => import('./lib/money').then(({ formatPrice }) => formatPrice(0)),
];

async function start() {
  for (const load of moduleGroups) {
    await load();
    await nextTask();
  }
  await import('./app/start/start-app');
}

// A server-rendered page paints before any of the app's code runs: the browser gets a frame first,
// and only then loads and runs the app (whose hydration would otherwise hold that first paint
// back). A browser-rendered screen has nothing to paint before its code, which starts at once.
if (document.getElementById('server-data')) requestAnimationFrame(() => setTimeout(() => void start()));
else void start();
