import { describe, expect, it } from 'vitest';
import { renderPage } from '../src/web/startup/prerender';
import { injectPrerender, lowerScriptPriority, withTitle } from './prerender-plugin';

const PAGE = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

describe('pre-rendering / into index.html', () => {
  it("renders the calculator as a first-time visitor sees it, with no inline script (the CSP refuses them)", async () => {
    const html = await renderPage('/');
    for (const text of ['LoadMath', 'Loaded miles', 'Linehaul rate', 'Edit Cost Assumptions', 'Log decision', 'Welcome']) {
      expect(html).toContain(text);
    }
    // The lazy history section is rendered in place, not streamed in later.
    expect(html).toContain('id="history-heading"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden id="S:');
  });

  it('renders /auth as the sign-in form of a signed-out visitor, with no inline script', async () => {
    const html = await renderPage('/auth');
    for (const text of ['Sign in', 'Access your synced load history', 'Email', 'Password', 'Sign In', 'Continue without signing in']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Loaded miles');
    expect(html).not.toContain('<script');
  });

  it("gives a page its own title, escaped, and leaves '/' with the default", () => {
    const page = '<html><head><title>LoadMath — load profit calculator</title></head></html>';
    expect(withTitle(page, 'Sign in · LoadMath')).toContain('<title>Sign in · LoadMath</title>');
    expect(withTitle(page, '<b>&')).toContain('<title>&lt;b&gt;&amp;</title>');
    expect(withTitle(page, undefined)).toBe(page);
  });

  it('puts the markup into the one empty root and marks the route', () => {
    const out = injectPrerender(PAGE, '<main>calc</main>');
    expect(out).toContain('<div id="root" data-prerendered="/"><main>calc</main></div>');
    expect(out).not.toContain('<div id="root"></div>');
    expect(injectPrerender(PAGE, '<main>in</main>', '/auth')).toContain('<div id="root" data-prerendered="/auth"><main>in</main></div>');
  });

  it('refuses a page without exactly one empty root rather than writing a broken page', () => {
    expect(() => injectPrerender('<body></body>', 'x')).toThrow(/exactly one/);
    expect(() => injectPrerender('<div id="root"></div><div id="root"></div>', 'x')).toThrow(/exactly one/);
  });

  it('fetches the entry script and preloaded chunks at low priority, and leaves the stylesheet alone', () => {
    const out = lowerScriptPriority(PAGE);
    expect(out).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-abc.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });
});
