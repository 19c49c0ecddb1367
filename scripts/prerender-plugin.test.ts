import { describe, expect, it } from 'vitest';
import { renderHome } from '../src/web/app/prerender';
import { injectPrerender, lowerScriptPriority } from './prerender-plugin';

const PAGE = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

describe('pre-rendering / into index.html', () => {
  it("renders the calculator as a first-time visitor sees it, with no inline script (the CSP refuses them)", async () => {
    const html = await renderHome();
    for (const text of ['LoadMath', 'Loaded miles', 'Linehaul rate', 'Edit Cost Assumptions', 'Log decision', 'Welcome']) {
      expect(html).toContain(text);
    }
    // The lazy history section is rendered in place, not streamed in later.
    expect(html).toContain('id="history-heading"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden id="S:');
  });

  it('puts the markup into the one empty root and marks the route', () => {
    const out = injectPrerender(PAGE, '<main>calc</main>');
    expect(out).toContain('<div id="root" data-prerendered="/"><main>calc</main></div>');
    expect(out).not.toContain('<div id="root"></div>');
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
