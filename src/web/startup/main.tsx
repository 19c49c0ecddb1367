import '../app/styles.css';
import { holdEarlyInput, releaseEarlyInput } from './early-input';
import { isPrerenderedHere } from './prerendered';

/*
 * Entry point, kept tiny on purpose (this folder's README.md). '/' arrives pre-rendered
 * (scripts/prerender-plugin.ts): the driver sees the calculator as soon as the HTML and CSS are in,
 * and the app's code (boot.tsx: React, the features) is fetched only once that first frame is on
 * screen, so it never delays it. Every other page has nothing to show before the app, so it loads
 * at once.
 */
const start = () =>
  void import('./boot').catch((error: unknown) => {
    // Offline without a cached copy, or a deploy removed the chunk: the page stays as it is.
    releaseEarlyInput({ replay: false });
    console.error('LoadMath could not start', error);
  });

if (isPrerenderedHere()) {
  // Taps and typing before the app has hydrated the page are handed over to it (early-input.ts).
  holdEarlyInput();
  // After the next frame has been produced (a frame callback, then a task). Hidden tabs produce
  // no frames: start now rather than wait to become visible.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
} else {
  start();
}
