import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnalyticsSessionId, track, trackSessionStart } from './analytics';
import { SESSION_KEYS } from './storage';

let sent: Array<{ url: string; init?: RequestInit; body: { event_name: string; payload: unknown; session_id: string } }>;

beforeEach(() => {
  sessionStorage.clear();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      sent.push({ url, init, body: JSON.parse(String(init?.body)) });
      return Promise.resolve(new Response('{"ok":true}', { status: 202 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics client', () => {
  it('sends session_start once per session id, however often the app starts', () => {
    trackSessionStart();
    trackSessionStart();
    expect(sent.map((s) => s.body.event_name)).toEqual(['session_start']);
    const id = sessionStorage.getItem(SESSION_KEYS.analyticsSessionId);
    expect(id).toBeTruthy();
    expect(sent[0]!.body.session_id).toBe(id);

    // A new browser session (new id) starts again.
    sessionStorage.removeItem(SESSION_KEYS.analyticsSessionId);
    trackSessionStart();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.session_id).not.toBe(id);
  });

  it('posts events with their payload and the session id, with keepalive, without waiting', () => {
    track('decision_logged', { decisionType: 'counter' });
    track('fuel_type_changed', { fuelType: 'gas', equipment: 'cargo_van' });
    track('preset_toggled', { enabled: true });
    expect(sent.map((s) => s.url)).toEqual(['/api/events', '/api/events', '/api/events']);
    expect(sent.map((s) => s.body)).toEqual([
      { event_name: 'decision_logged', payload: { decisionType: 'counter' }, session_id: getAnalyticsSessionId() },
      { event_name: 'fuel_type_changed', payload: { fuelType: 'gas', equipment: 'cargo_van' }, session_id: getAnalyticsSessionId() },
      { event_name: 'preset_toggled', payload: { enabled: true }, session_id: getAnalyticsSessionId() },
    ]);
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('only logs a failure (never throws at the user)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(() => track('negotiation_opened')).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('LoadMath: analytics event negotiation_opened not sent', expect.any(TypeError)));
    warn.mockRestore();
  });
});
