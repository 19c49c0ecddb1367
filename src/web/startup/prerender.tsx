import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { AppRoutes } from '../app/routes';

/** The pages rendered at build time (scripts/prerender-plugin.ts writes each into its own file). */
export const PRERENDERED_ROUTES = ['/', '/auth'] as const;
export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

/**
 * The HTML of a page as a first-time visitor sees it (signed out, nothing stored), rendered at
 * build time so a phone paints it before any script has run; main.tsx then hydrates it. React
 * waits for every lazy part of the page, and writes each one in place: the markup carries no
 * inline script (our CSP refuses them). Runs in Node: no window, no storage, no network (the
 * store serves its pristine state, the session is still loading).
 */
export async function renderPage(location: PrerenderedRoute): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={<StaticRouter location={location}><AppRoutes /></StaticRouter>} />
    </StrictMode>,
    // React moves big finished sections to the end of the stream, behind a script that puts them
    // back; one chunk of any size keeps everything where it belongs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  if (html.includes('<script')) {
    const at = html.indexOf('<script');
    throw new Error(`the pre-render of ${location} needs an inline script: …${html.slice(Math.max(0, at - 200), at + 200)}…`);
  }
  return html;
}
