/**
 * Taps and typing on the pre-rendered '/' before the app has hydrated it (issue 10).
 *
 * The page is on screen from its HTML about a second before its code has loaded on a slow phone.
 * Until then a button does nothing and React, when it arrives, keeps the text typed into a field
 * but does not know about it. So while the page waits: taps on buttons, switches and choices are
 * held (a form is never submitted natively), and once the calculator has hydrated (HomePage calls
 * `releaseEarlyInput`), React is told of every value typed meanwhile, then the held taps are
 * replayed in order. Links work natively and are left alone.
 */

const CLICKABLE = 'button, [role="switch"], [role="tab"], input[type="checkbox"], input[type="radio"]';

let held: HTMLElement[] = [];
let holding = false;

function root(): HTMLElement | null {
  return document.getElementById('root');
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
  if (!(target instanceof HTMLElement) || !root()?.contains(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
}

function onSubmit(event: SubmitEvent) {
  if (event.target instanceof Node && root()?.contains(event.target)) event.preventDefault();
}

/** Start holding (main.tsx, for the pre-rendered page only). */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/**
 * Tell React about a value the field already shows: React notices a change only against the value
 * it last saw, so the field is set back to that one through its own setter, then to the typed text
 * through the element's plain setter, and an input event follows.
 */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSetter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'range', '']);

/**
 * Stop holding. With `replay` (the calculator has hydrated) hand over what happened meanwhile;
 * without it (the app could not load) just let the page behave natively again.
 */
export function releaseEarlyInput({ replay = true }: { replay?: boolean } = {}): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  const taps = held;
  held = [];
  const container = root();
  if (!replay || !container) return;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const isText = field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type);
    if (isText && field.value !== field.defaultValue) announceValue(field);
  }
  for (const select of container.querySelectorAll('select')) {
    const initial = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
    if (initial && select.value !== initial.value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const target of taps) if (target.isConnected) target.click();
}
