import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { appActions, resetAppStoreForTests } from '../../lib/app-store';
import { getProfilesRecord, PROFILES_STORAGE_KEY, resetProfilesForTests } from '../../lib/profiles-store';
import { AddHistoryOffer } from './add-history-offer';
import { profilesChannel, signInProfiles } from './profiles-channel';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

const settings = { equipment: 'hotshot' as const, useSplit: false, splitPercent: 100, costProfile: DEFAULT_COST_PROFILE };
const mine = { id: 'mine', name: 'My truck', ...settings };
const acme = { id: 'acme', name: 'Leased to Acme', ...settings, useSplit: true, splitPercent: 75 };

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
  resetProfilesForTests();
});
afterEach(cleanup);

const names = () => profilesChannel.store.get().profiles.map((p) => p.name);

describe('whose profiles (docs/product-rules.md R-PAY-11)', () => {
  it('profiles made signed out are set aside at sign-in and join the account only through the offer', async () => {
    localStorage.setItem(PROFILES_STORAGE_KEY, JSON.stringify({ activeId: 'acme', profiles: [mine, acme] }));
    appActions.signIn('u1');
    signInProfiles('u1');
    expect(names()).toEqual([]);
    expect(profilesChannel.pending(profilesChannel.store.get())).toEqual([]);

    render(<AddHistoryOffer count={1} profiles={2} email="you@example.com" />);
    expect(screen.getByRole('region', { name: 'Add the 1 load and 2 profiles on this device to you@example.com?' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add them' }));
    expect(names()).toEqual(['My truck', 'Leased to Acme']);
    expect(getProfilesRecord().anonymous).toEqual([]);
    // Both go up as new profiles.
    expect(profilesChannel.pending(profilesChannel.store.get()).map((c) => [c.id, c.base_version])).toEqual([
      ['mine', 0],
      ['acme', 0],
    ]);
  });

  it("another account's profiles are parked, and come back when it signs in again", () => {
    localStorage.setItem(PROFILES_STORAGE_KEY, JSON.stringify({ activeId: 'acme', profiles: [mine, acme], owner: 'u1', sync: { cursor: 3, base: {}, deletes: {} } }));
    signInProfiles('u2');
    expect(names()).toEqual([]);
    expect(getProfilesRecord().anonymous).toEqual([]);
    signInProfiles('u1');
    expect(names()).toEqual(['My truck', 'Leased to Acme']);
    expect(profilesChannel.store.get().sync.cursor).toBe(3);
  });

  it('a profile-only offer names just the profiles', () => {
    render(<AddHistoryOffer count={0} profiles={1} email="you@example.com" />);
    expect(screen.getByRole('region', { name: 'Add the 1 profile on this device to you@example.com?' })).toBeInTheDocument();
  });
});
