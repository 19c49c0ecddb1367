/**
 * Taps and typing on the pre-rendered '/' before the app has hydrated it (this folder's README.md).
 *
 * The page is on screen from its HTML about a second before its code has loaded on a slow phone.
 * Until then a button does nothing and React, when it arrives, keeps the text typed into a field
 * but does not know about it. So while the page waits: taps on buttons, switches and choices are
 * held, and so are files dropped on the page (which the browser would otherwise open in place of
 * the app); a form is never submitted natively. Once the calculator has hydrated (HomePage calls
 * `releaseEarlyInput`), React is told which field has the focus and of every value typed or file
 * chosen meanwhile, then, in the next task, the held taps and drops are replayed in order. Links
 * work natively.
 */

const CLICKABLE = 'button, [role="switch"], [role="tab"], input[type="checkbox"], input[type="radio"]';
const CHOICES = 'input[type="checkbox"], input[type="radio"]';

/** Checkboxes and radios as the page was rendered: put back before their taps are replayed. */
let renderedChoices: [HTMLInputElement, boolean][] = [];

/** Held taps and drops, replayed in order. */
let held: (() => void)[] = [];
let holding = false;

function root(): HTMLElement | null {
  return document.getElementById('root');
}

/** Whether an event happened inside the app (not elsewhere on the page). */
function inApp(target: EventTarget | null): target is Element {
  return target instanceof Element && root()?.contains(target) === true;
}

function onClick(event: MouseEvent) {
  const target = inApp(event.target) ? event.target.closest(CLICKABLE) : null;
  if (!(target instanceof HTMLElement)) return;
  event.stopImmediatePropagation();
  // A checkbox or radio shows the tap at once (the browser's own toggle); the replay starts from
  // the rendered state, so React sees each tap as a change. Any other control waits.
  if (!target.matches(CHOICES)) event.preventDefault();
  held.push(() => {
    if (target.isConnected) target.click();
  });
}

function onDragOver(event: DragEvent) {
  if (inApp(event.target)) event.preventDefault();
}

function onDrop(event: DragEvent) {
  const target = event.target;
  if (!inApp(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const files = [...(event.dataTransfer?.files ?? [])];
  held.push(() => {
    if (!target.isConnected || files.length === 0) return;
    const data = new DataTransfer();
    for (const file of files) data.items.add(file);
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    }
  });
}

function onSubmit(event: SubmitEvent) {
  if (inApp(event.target)) event.preventDefault();
}

/** Start holding (main.tsx, for the pre-rendered page only). */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  renderedChoices = [...(root()?.querySelectorAll<HTMLInputElement>(CHOICES) ?? [])].map((input) => [input, input.checked]);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('dragover', onDragOver, true);
  document.addEventListener('drop', onDrop, true);
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
  document.removeEventListener('dragover', onDragOver, true);
  document.removeEventListener('drop', onDrop, true);
  const replays = held;
  held = [];
  const choices = renderedChoices;
  renderedChoices = [];
  const container = root();
  if (!replay || !container) return;
  // The field the driver is in: React attaches its focus handlers only now.
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== container && container.contains(active)) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    active.dispatchEvent(new FocusEvent('focus'));
  }
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const isText = field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type);
    if (isText && field.value !== field.defaultValue) announceValue(field);
    if (field instanceof HTMLInputElement && field.type === 'file' && field.files?.length) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  for (const select of container.querySelectorAll('select')) {
    const initial = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
    if (initial && select.value !== initial.value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (replays.length === 0) return;
  // The taps in a task of their own: React applies the values announced above only after this
  // one, and a tap on 'Sign In' must meet the typed e-mail and password, not the empty fields.
  setTimeout(() => {
    for (const [input, checked] of choices) if (input.isConnected) input.checked = checked;
    for (const run of replays) run();
  }, 0);
}
