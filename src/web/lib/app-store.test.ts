import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../domain/cost-profile';
import { pendingChanges } from '../../domain/sync';
import { fakeDecision } from '../../domain/test-data';
import { appActions, getAppState, resetAppStoreForTests } from './app-store';
import { STORAGE_KEYS } from './storage';

/* docs/decisions/015-versioned-sync.md 'Whose history': the device remembers whose history it holds. */
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.state) ?? 'null');
const ids = (list: { id: string }[]) => list.map((d) => d.id);

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
});

describe('a history stored before versioned sync', () => {
  const full = fakeDecision({
    id: 'old-1',
    notes: 'kept',
    splitPercent: 85,
    fuelType: 'gas',
    deadheadMiles: 40,
    costProfile: DEFAULT_COST_PROFILE,
    outcome: 'counter',
    dealResult: 'agreed',
    offeredRate: 800,
    broker: 'Acme',
    paidOn: '2026-01-05',
  });
  const plain = fakeDecision({ id: 'old-2', createdAt: '2020-01-01T00:00:00.000Z' });

  it('loads with nothing lost, belongs to nobody, and joins an account only when the driver agrees', () => {
    localStorage.setItem(STORAGE_KEYS.state, JSON.stringify({ history: [full, plain], costProfile: DEFAULT_COST_PROFILE, clearedAt: '2019-06-01T00:00:00.000Z' }));
    const before = getAppState();
    expect(before.history).toEqual([full, plain]);
    expect(before.owner).toBeNull();

    appActions.signIn('user-a');
    // The account's history is shown (empty until pulled); the old entries wait, untouched.
    expect(getAppState().history).toEqual([]);
    expect(getAppState().anonymous).toEqual([full, plain]);
    expect(getAppState().sync.hideCreatedUpTo).toBe('2019-06-01T00:00:00.000Z');
    expect(stored()).toMatchObject({ owner: 'user-a', anonymous: [full, plain] });

    appActions.addAnonymousToAccount();
    expect(getAppState().history).toEqual([full, plain]);
    expect(getAppState().anonymous).toEqual([]);
    // Both go up as new rows, every field with them.
    expect(pendingChanges(getAppState()).map((c) => [c.id, c.base_version])).toEqual([
      ['old-1', 0],
      ['old-2', 0],
    ]);
    expect(pendingChanges(getAppState())[0]).toMatchObject({ broker: 'Acme', paid_on: '2026-01-05', deal_result: 'agreed', offered_rate: 800 });
  });

  it("the older lm:state key too; without the driver's yes nothing joins the account", () => {
    localStorage.setItem(STORAGE_KEYS.legacyState, JSON.stringify([full]));
    appActions.signIn('user-a');
    expect(getAppState().anonymous).toEqual([full]);
    expect(pendingChanges(getAppState())).toEqual([]);
  });
});

describe('accounts on one device never mix', () => {
  it("another account's sign-in sets the first one's history aside, unsent changes included, and brings it back", () => {
    appActions.signIn('user-a');
    appActions.addDecision(fakeDecision({ id: 'a-1' }));
    appActions.signOut();
    // Signed out, the account's history stays on the device.
    expect(ids(getAppState().history)).toEqual(['a-1']);

    appActions.signIn('user-b');
    expect(getAppState().history).toEqual([]);
    expect(getAppState().anonymous).toEqual([]);
    appActions.addDecision(fakeDecision({ id: 'b-1' }));
    expect(ids(pendingChanges(getAppState()))).toEqual(['b-1']);

    appActions.signIn('user-a');
    expect(ids(getAppState().history)).toEqual(['a-1']);
    expect(ids(pendingChanges(getAppState()))).toEqual(['a-1']);
    expect(ids(getAppState().parked['user-b']!.history)).toEqual(['b-1']);
  });
});

describe('delete and Clear all', () => {
  const synced = () => {
    appActions.signIn('user-a');
    appActions.addDecision(fakeDecision({ id: 'x' }));
    appActions.addDecision(fakeDecision({ id: 'y' }));
    // As if the server had them at versions 1 and 2.
    appActions.updateSynced((s) => ({
      history: s.history,
      sync: { ...s.sync, base: Object.fromEntries(s.history.map((d, i) => [d.id, { version: i + 1, row: d }])) },
    }));
  };

  it('signed in: a delete and Clear all are sent to every device', () => {
    synced();
    appActions.deleteDecision('x');
    expect(pendingChanges(getAppState())).toEqual([{ id: 'x', base_version: getAppState().sync.base.x!.version, deleted: true }]);
    appActions.clearHistory();
    expect(getAppState().history).toEqual([]);
    expect(getAppState().sync.clearPending).toBe(true);
  });

  it('signed out: both stay on this device', () => {
    synced();
    appActions.signOut();
    appActions.deleteDecision('x');
    expect(pendingChanges(getAppState())).toEqual([]);
    appActions.clearHistory();
    expect(getAppState().history).toEqual([]);
    expect(getAppState().sync.clearPending).toBe(false);
  });
});
