// "Firefox on Windows": all a session keeps of the browser's User-Agent. The whole header is a
// fingerprint nobody needs to read back; the summary is enough to tell one's own devices apart.
// Bowser reads the header; the names it gives are shortened to what fits a line of the sessions list.
import Bowser from 'bowser';

/** Longer headers are someone's experiment, not a browser: only the start is looked at. */
const READ_AT_MOST = 512;

const SHORT_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Chrome OS': 'ChromeOS',
};

const short = (name: string | undefined) => (name ? (SHORT_NAMES[name] ?? name) : undefined);

/** The browser and system a User-Agent names, in words; null when it names neither. */
export function deviceSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, READ_AT_MOST));
  // An iPhone and an iPad both run iOS: the device tells them apart.
  const system = os.name === 'iOS' && platform.model ? platform.model : short(os.name);
  const browserName = short(browser.name);
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName ?? system ?? null;
}
