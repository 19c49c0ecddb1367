import type { AnalyticsEventBody, AnalyticsEventName } from '../../domain/schemas';
import { SESSION_KEYS } from './storage';

/**
 * Analytics client (docs/product-rules.md R-EVENT-1, R-EVENT-2): fire-and-forget POST /api/events
 * `{ event_name, payload, session_id }`. It never blocks the UI and never throws at the user; a
 * failure is only logged (R-EVENT-2). The server adds user_id (from the session cookie, null when
 * anonymous) and user_agent; the browser never sends them.
 *
 * Session: one id per browser tab session, kept in session storage (R-STORE-1). `session_start`
 * is sent exactly once per session id, when the app starts (App calls trackSessionStart before
 * any feature can track), so a session's events follow its session_start. A reload in the same
 * tab is the same session; a new tab is a new one.
 *
 * When each event fires (callers in brackets):
 * - session_start: app start, once per session [app.tsx].
 * - calculation_submitted: once per distinct complete form (origin, destination, miles > 0,
 *   rate > 0) after it has been stable for 2 s — not on every keystroke; editing and pausing
 *   again reports the new figures once more [calculator/use-load-calculator.ts].
 * - decision_logged {decisionType}: 'Log decision' [calculator].
 * - negotiation_opened: 'Generate Negotiation Message' opens the drawer [calculator].
 * - screenshot_uploaded: a rate-confirmation image is sent for extraction [upload].
 * - offer_read {fields, confidence, loads, source}: a load offer's text was read (found or not);
 *   the fields found, never the text [upload/use-offer-reading.ts].
 * - cost_editor_first_open: the cost editor opens for the first time [cost-profile].
 * - cost_assumptions_edited: 'Save Changes' in the cost editor [cost-profile].
 * - fuel_type_changed {fuelType, equipment}, preset_toggled {enabled} [cost-profile].
 */
type PayloadFor<N extends AnalyticsEventName> = Extract<AnalyticsEventBody, { event_name: N }>['payload'];

const ENDPOINT = '/api/events';
/** Marks that this tab session's session_start was sent. */
const SESSION_STARTED_KEY = 'lm:sessionStarted';

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** In-memory fallback when session storage is unavailable (private mode, blocked storage). */
let memorySession: { id: string; started: boolean } | undefined;

function session(): { id: string; started: boolean; markStarted: () => void } {
  try {
    let id = sessionStorage.getItem(SESSION_KEYS.analyticsSessionId);
    if (!id) {
      id = randomId();
      sessionStorage.setItem(SESSION_KEYS.analyticsSessionId, id);
      sessionStorage.removeItem(SESSION_STARTED_KEY);
    }
    return {
      id,
      started: sessionStorage.getItem(SESSION_STARTED_KEY) === id,
      markStarted: () => sessionStorage.setItem(SESSION_STARTED_KEY, id),
    };
  } catch {
    const mem = (memorySession ??= { id: randomId(), started: false });
    return { id: mem.id, started: mem.started, markStarted: () => (mem.started = true) };
  }
}

/** The analytics session id of this tab (created on first use). */
export function getAnalyticsSessionId(): string {
  return session().id;
}

function send(eventName: AnalyticsEventName, payload: unknown, sessionId: string): void {
  const body = JSON.stringify({ event_name: eventName, payload, session_id: sessionId });
  const logFailure = (error: unknown) => console.warn(`LoadMath: analytics event ${eventName} not sent`, error);
  try {
    if (typeof fetch === 'function') {
      // keepalive: the event still goes out if the page is closing.
      void fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      }).then((res) => {
        if (!res.ok) logFailure(`HTTP ${res.status}`);
      }, logFailure);
      return;
    }
    // No fetch: a beacon (text/plain is CORS-safelisted; the server reads the JSON body).
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (!navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain' }))) logFailure('beacon refused');
    }
  } catch (error) {
    logFailure(error);
  }
}

function startIfNeeded(s: ReturnType<typeof session>): void {
  if (s.started) return;
  try {
    s.markStarted();
  } catch {
    // cannot remember it: at worst one more session_start
  }
  send('session_start', {}, s.id);
}

/** Record one R-EVENT-1 event. Returns at once; the request runs in the background. */
export function track<N extends AnalyticsEventName>(eventName: N, payload: PayloadFor<N> = {} as PayloadFor<N>): void {
  if (typeof window === 'undefined') return;
  const s = session();
  if (eventName === 'session_start') startIfNeeded(s);
  else send(eventName, payload, s.id);
}

/** session_start once per browser (tab) session; App calls it on every start. */
export function trackSessionStart(): void {
  track('session_start');
}
