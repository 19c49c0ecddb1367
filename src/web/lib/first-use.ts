import { useEffect, useState } from 'react';

/**
 * The first sign that the driver is using the page: a touch, a tap, a key, the wheel, a field
 * taking the focus or a value typed. Parts of '/' that a first-time visitor does not see at first
 * (the history section below the calculator, the toast area) are loaded then, or sooner for their
 * own reasons, and the cost editor's dot starts pulsing then, instead of while the page is
 * starting (Total Blocking Time).
 *
 * Early input (web/startup/early-input.ts) counts too: what the driver did on the pre-rendered page
 * before the app had loaded is handed over as focus, input and click events, which these
 * listeners see.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'input', 'click'] as const;

/** Calls `callback` once, at the first of those events anywhere on the page. Returns a cancel. */
export function onFirstUse(callback: () => void): () => void {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    callback();
  };
  for (const type of EVENTS) document.addEventListener(type, fire, { capture: true, passive: true, signal: controller.signal });
  return () => controller.abort();
}

/** Whether the driver has used the page yet (false in the pre-render and until the first use). */
export function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => (used ? undefined : onFirstUse(() => setUsed(true))), [used]);
  return used;
}
