import './lib/fonts.css';

// The server's HTML paints before any of the app's code runs: the browser gets a frame first, and
// only then loads and runs the app (whose hydration would otherwise hold that first paint back).
requestAnimationFrame(() => setTimeout(() => void import('./app/start/start-app')));
