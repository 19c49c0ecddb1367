/**
 * Helpers for the web tests (jsdom), in one place. Loads are faked with `fakeDecision` /
 * `fakeCloudLoad` from src/domain/test-data.ts, shared with the server and domain tests.
 */
import type { LoadDecision } from '../../domain/schemas';
import { resetAppStoreForTests } from '../lib/app-store';
import { STORAGE_KEYS } from '../lib/storage';

/** Start the app store from this saved history (newest first), as after a reload. */
export function seedHistory(history: LoadDecision[]) {
  localStorage.setItem(STORAGE_KEYS.state, JSON.stringify({ history, clearedAt: null }));
  resetAppStoreForTests();
}

/** A fetch answer with a JSON body, for stubbed `fetch` handlers. */
export const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
