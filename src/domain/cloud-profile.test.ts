import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import { cloudToProfile, CloudProfileSchema, PROFILE_FIELDS, profileToCloud, sameProfileFields } from './cloud-profile';
import { toColumn } from './cloud-load';
import type { DriverProfile } from './driver-profiles';

describe('PROFILE_FIELDS: the one definition of a driver profile’s synced fields (R-PAY-11)', () => {
  const profile: DriverProfile = { id: 'p-1', name: 'Leased to Acme, 75 %', equipment: 'hotshot', useSplit: true, splitPercent: 75, costProfile: DEFAULT_COST_PROFILE };

  it('every field a stored profile holds is synced, each under its snake_case wire name, and comes back unchanged', () => {
    expect(Object.keys(profile).filter((k) => k !== 'id').sort()).toEqual(Object.keys(PROFILE_FIELDS()).sort());
    const wire = profileToCloud(profile);
    expect(Object.keys(wire).sort()).toEqual(['id', ...Object.keys(PROFILE_FIELDS()).map(toColumn)].sort());
    expect(wire).toMatchObject({ use_split: true, split_percent: 75, cost_profile: DEFAULT_COST_PROFILE });
    expect(cloudToProfile(CloudProfileSchema.parse(wire))).toEqual(profile);
  });

  it('sameProfileFields sees a change in any field, not a reordered cost profile', () => {
    const reordered = Object.fromEntries(Object.entries(DEFAULT_COST_PROFILE).reverse()) as typeof DEFAULT_COST_PROFILE;
    expect(sameProfileFields(profile, { ...profile, costProfile: reordered })).toBe(true);
    expect(sameProfileFields(profile, { ...profile, name: 'Hotshot' })).toBe(false);
    expect(sameProfileFields(profile, { ...profile, useSplit: false })).toBe(false);
    expect(sameProfileFields(profile, { ...profile, costProfile: { ...DEFAULT_COST_PROFILE, averageMPG: 9 } })).toBe(false);
  });
});
