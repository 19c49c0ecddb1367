import type { AnalyticsEventBody, AnalyticsEventName } from '../../domain/schemas';
import { SESSION_KEYS } from './storage';

/**
 * Analytics client (spec §7): fire-and-forget POST /api/events. Never blocks the UI and never
 * throws at the user; failures are only logged. The session id lives in session storage.
 */
type PayloadFor<N extends AnalyticsEventName> = Extract<AnalyticsEventBody, { event_name: N }>['payload'];

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function getAnalyticsSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEYS.analyticsSessionId);
    if (existing) return existing;
    const id = randomId();
    sessionStorage.setItem(SESSION_KEYS.analyticsSessionId, id);
    return id;
  } catch {
    return 'no-session-storage';
  }
}

export function track<N extends AnalyticsEventName>(eventName: N, payload: PayloadFor<N> = {} as PayloadFor<N>): void {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify({ event_name: eventName, payload, session_id: getAnalyticsSessionId() });
  try {
    if (typeof fetch !== 'function') return;
    void fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch((error: unknown) => console.warn('LoadMath: analytics event not sent', error));
  } catch (error) {
    console.warn('LoadMath: analytics event not sent', error);
  }
}

let sessionStarted = false;
/** session_start once per browser session (tab). */
export function trackSessionStart(): void {
  if (sessionStarted) return;
  sessionStarted = true;
  try {
    if (sessionStorage.getItem('lm:sessionStarted')) return;
    sessionStorage.setItem('lm:sessionStarted', '1');
  } catch {
    // no session storage: still send once per page load
  }
  track('session_start');
}
