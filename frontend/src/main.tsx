import './lib/fonts.css';

const start = () => void import('./app/start/start-app');
// A server-rendered page paints before any of the app's code runs: the browser gets a frame first,
// and only then loads and runs the app (whose hydration would otherwise hold that first paint
// back). A browser-rendered screen has nothing to paint before its code, which starts at once.
if (document.getElementById('server-data')) requestAnimationFrame(() => setTimeout(start));
else start();
