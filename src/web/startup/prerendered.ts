/**
 * Whether this page is the pre-rendered one and is shown at the path it was rendered for
 * (scripts/prerender-plugin.ts marks the root `data-prerendered="/"`). An old cached copy served at
 * another path is not: it is rendered from scratch. main.tsx and boot.tsx decide by this alone.
 */
export function isPrerenderedHere(): boolean {
  return document.getElementById('root')?.dataset.prerendered === window.location.pathname;
}
