import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COST_PROFILE } from '../../../domain/cost-profile';
import { activeProfile } from '../../../domain/driver-profiles';
import { DEFAULT_PAY } from '../../../domain/pay';
import { appActions, getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { ProfileSwitcher } from './profile-switcher';
import { getDriverProfiles, PROFILES_STORAGE_KEY, resetProfilesForTests } from '../../lib/profiles-store';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
  resetProfilesForTests();
});
afterEach(cleanup);

const group = () => screen.getByRole('radiogroup', { name: 'Profile' });
/** The name each logged decision records (app/home-page.tsx reads it from the profiles). */
const activeName = () => {
  const profiles = getDriverProfiles();
  return profiles ? activeProfile(profiles).name : undefined;
};

describe('the Profile control (docs/product-rules.md R-PAY-8)', () => {
  it("before any profile: 'My truck' alone, nothing stored, no profile in force", () => {
    render(<ProfileSwitcher />);
    expect(within(group()).getByRole('radio', { name: 'My truck' })).toBeChecked();
    expect(localStorage.getItem(PROFILES_STORAGE_KEY)).toBeNull();
    expect(getDriverProfiles()).toBeNull();
  });

  it('adding a second profile, then one tap switches equipment, split and pay both ways', async () => {
    const user = userEvent.setup();
    render(<ProfileSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    const name = await screen.findByLabelText('Profile name');
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Give the profile a name.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Leased to Acme, 75 %');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const acme = within(group()).getByRole('radio', { name: 'Leased to Acme, 75 %' });
    expect(acme).toBeChecked();
    expect(activeName()).toBe('Leased to Acme, 75 %');

    // Set Acme up (as the Cost Profile sheet and the split toggle would), then switch away.
    const acmeProfile = { ...DEFAULT_COST_PROFILE, pay: { ...DEFAULT_PAY, type: 'percentage' as const } };
    appActions.setCostProfile(acmeProfile);
    appActions.setSetting('useSplit', true);
    appActions.setSetting('splitPercent', 75);
    appActions.setSetting('equipment', 'straight_truck');
    await user.click(within(group()).getByRole('radio', { name: 'My truck' }));
    await waitFor(() => expect(getAppState().settings.useSplit).toBe(false));
    expect(getAppState().settings.equipment).toBe('hotshot');
    expect(getAppState().costProfile).toEqual(DEFAULT_COST_PROFILE);
    expect(activeName()).toBe('My truck');

    await user.click(within(group()).getByRole('radio', { name: 'Leased to Acme, 75 %' }));
    await waitFor(() => expect(getAppState().settings).toMatchObject({ useSplit: true, splitPercent: 75, equipment: 'straight_truck' }));
    expect(getAppState().costProfile).toEqual(acmeProfile);

    // Rename the active profile; a name another profile has is refused.
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByLabelText('Profile name');
    expect(rename).toHaveValue('Leased to Acme, 75 %');
    await user.clear(rename);
    await user.type(rename, 'my truck');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText("A profile named 'my truck' exists already.")).toBeInTheDocument();
    await user.clear(rename);
    await user.type(rename, 'Acme lease');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(within(group()).getByRole('radio', { name: 'Acme lease' })).toBeChecked();
    expect(activeName()).toBe('Acme lease');
  });

  it('no Rename before the driver keeps profiles', () => {
    render(<ProfileSwitcher />);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });
});

describe("'Delete profile' (docs/product-rules.md R-PAY-11)", () => {
  const settings = { equipment: 'hotshot' as const, useSplit: false, splitPercent: 100, costProfile: DEFAULT_COST_PROFILE };
  const acme = { id: 'acme', name: 'Leased to Acme', ...settings, useSplit: true, splitPercent: 75 };
  const mine = { id: 'mine', name: 'My truck', ...settings };

  it('asks first, switches to the next profile and deletes the one left; signed in, the delete waits to be sent', async () => {
    localStorage.setItem(
      PROFILES_STORAGE_KEY,
      JSON.stringify({ activeId: 'acme', profiles: [mine, acme], owner: 'u1', sync: { cursor: 9, base: { acme: { version: 7, row: acme } }, deletes: {} } }),
    );
    appActions.signIn('u1');
    const user = userEvent.setup();
    render(<ProfileSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    expect(await screen.findByText('Delete the profile ‘Leased to Acme’? The calculator switches to ‘My truck’.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(group()).getAllByRole('radio')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(group()).getAllByRole('radio')).toHaveLength(1));
    expect(within(group()).getByRole('radio', { name: 'My truck' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Delete profile' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(PROFILES_STORAGE_KEY)!) as { profiles: { id: string }[]; sync: { deletes: Record<string, number> } };
    expect(stored.profiles.map((p) => p.id)).toEqual(['mine']);
    expect(stored.sync.deletes).toEqual({ acme: 7 });
  });

  it('signed out, the delete stays on this device', async () => {
    localStorage.setItem(PROFILES_STORAGE_KEY, JSON.stringify({ activeId: 'acme', profiles: [mine, acme], owner: 'u1', sync: { cursor: 9, base: { acme: { version: 7, row: acme } }, deletes: {} } }));
    const user = userEvent.setup();
    render(<ProfileSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(group()).getAllByRole('radio')).toHaveLength(1));
    expect((JSON.parse(localStorage.getItem(PROFILES_STORAGE_KEY)!) as { sync: { deletes: object } }).sync.deletes).toEqual({});
  });
});
