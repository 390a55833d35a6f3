import { describe, expect, it } from 'vitest';
import { fillShell } from '../page-renderer.js';

const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="The shop." /><title>Hand Tool Shop</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const page = { kind: 'page' as const, status: 200, head: '', html: '<main>Tools</main>', data: '<script type="application/json" id="server-data">{}</script>' };

describe('a rendered page in its built shell', () => {
  it('puts the render in #root with its data beside it, and its head first after the charset', () => {
    const html = fillShell(shell, { ...page, head: '<style data-emotion="css x">.x{}</style>' });
    expect(html).toContain('<div id="root"><main>Tools</main></div><script type="application/json" id="server-data">{}</script>');
    expect(html.indexOf('<style data-emotion')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<style data-emotion'));
  });

  it('keeps one title and one description: the page’s own replace the shop’s defaults', () => {
    const html = fillShell(shell, { ...page, head: '<title>Claw Hammer | Hand Tool Shop</title><meta name="description" content="A hammer."/>' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Claw Hammer | Hand Tool Shop</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="A hammer."');
  });

  it('keeps the shop’s defaults for a page without its own', () => {
    const html = fillShell(shell, page);
    expect(html).toContain('<title>Hand Tool Shop</title>');
    expect(html).toContain('content="The shop."');
  });

  it('puts the page in as it is, whatever it says (no replacement patterns: $& $\' $`)', () => {
    const html = fillShell(shell, { ...page, html: "<p>Save $' and $& and $` today</p>" });
    expect(html).toContain("<div id=\"root\"><p>Save $' and $& and $` today</p></div>");
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('refuses a shell it can’t fill rather than serve a page without the render', () => {
    expect(() => fillShell('<html><body></body></html>', page)).toThrow();
  });
});
