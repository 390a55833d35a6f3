import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
const url = process.argv[2]; const preset = process.argv[3] ?? 'mobile'; const method = process.argv[4] ?? 'simulate';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: method }, preset === 'desktop' ? desktopConfig : undefined);
chrome.kill();
const s = (c) => Math.round(lhr.categories[c].score * 100);
const a = (id) => Math.round(lhr.audits[id]?.numericValue);
console.log(JSON.stringify({ perf: s('performance'), a11y: s('accessibility'), bp: s('best-practices'), seo: s('seo'), fcp: a('first-contentful-paint'), lcp: a('largest-contentful-paint'), tbt: a('total-blocking-time'), cls: lhr.audits['cumulative-layout-shift'].numericValue, si: a('speed-index') }));
for (const id of ['largest-contentful-paint-element', 'bootup-time', 'long-tasks', 'render-blocking-resources', 'unused-javascript', 'lcp-breakdown-insight', 'render-blocking-insight']) { const au = lhr.audits[id]; if (au && au.score !== null && au.score < 1) console.log(id, au.displayValue ?? '', JSON.stringify(au.details?.items?.slice(0, 6) ?? '').slice(0, 900)); }
for (const c of ['accessibility','best-practices','seo']) for (const ref of lhr.categories[c].auditRefs) { const au = lhr.audits[ref.id]; if (au.score !== null && au.score < 1 && ref.weight > 0) console.log(c, ref.id, au.title); }
const lb = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
console.log(JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items));
console.log('LONG', JSON.stringify(lhr.audits['long-tasks']?.details?.items?.map(i => [i.url?.slice(-40), Math.round(i.duration), Math.round(i.startTime)])));
console.log('BOOT', JSON.stringify(lhr.audits['bootup-time']?.details?.items?.map(i => [i.url?.slice(-40), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
console.log('MT', JSON.stringify(lhr.audits['mainthread-work-breakdown']?.details?.items?.map(i => [i.group, Math.round(i.duration)])));
