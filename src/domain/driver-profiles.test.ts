import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import {
  activeProfile,
  addProfile,
  deleteProfile,
  FIRST_PROFILE_NAME,
  MAX_DRIVER_PROFILES,
  renameProfile,
  repairDriverProfiles,
  switchProfile,
  type DriverProfiles,
  type ProfileSettings,
} from './driver-profiles';
import { DEFAULT_PAY } from './pay';

const hotshot: ProfileSettings = { equipment: 'hotshot', useSplit: false, splitPercent: 100, costProfile: { ...DEFAULT_COST_PROFILE } };
const acme: ProfileSettings = {
  equipment: 'straight_truck',
  useSplit: true,
  splitPercent: 75,
  costProfile: { ...DEFAULT_COST_PROFILE, averageMPG: 9, pay: { ...DEFAULT_PAY, type: 'percentage', fscInPercentage: false } },
};

function twoProfiles(): DriverProfiles {
  const first = addProfile(null, hotshot, 'Leased to Acme, 75 %', { first: 'a', added: 'b' });
  if (!first.ok) throw new Error(first.message);
  return first.store;
}

describe('R-PAY-8: driver profiles', () => {
  it("adding the second profile names the first 'My truck' and makes the new one active", () => {
    const store = twoProfiles();
    expect(store.profiles.map((p) => p.name)).toEqual([FIRST_PROFILE_NAME, 'Leased to Acme, 75 %']);
    expect(activeProfile(store).id).toBe('b');
    expect(store.profiles[0]).toMatchObject(hotshot);
  });

  it('switching keeps the live settings in the profile left, and hands back the chosen one', () => {
    const store = twoProfiles();
    // The driver sets up Acme (live), then switches to 'My truck'.
    const toFirst = switchProfile(store, acme, 'a')!;
    expect(toFirst.settings).toEqual(hotshot);
    expect(toFirst.store.activeId).toBe('a');
    expect(toFirst.store.profiles[1]).toMatchObject(acme);
    // And back: Acme's settings, pay included, as they were left.
    const back = switchProfile(toFirst.store, hotshot, 'b')!;
    expect(back.settings).toEqual(acme);
    expect(switchProfile(store, acme, 'nope')).toBeNull();
  });

  it('names: trimmed, unique (any case), not blank, at most 8 profiles', () => {
    const store = twoProfiles();
    expect(addProfile(store, hotshot, '  my TRUCK ', { first: 'x', added: 'c' })).toEqual({ ok: false, message: "A profile named 'my TRUCK' exists already." });
    expect(addProfile(store, hotshot, '   ', { first: 'x', added: 'c' })).toEqual({ ok: false, message: 'Give the profile a name.' });
    let s = store;
    for (let i = 3; i <= MAX_DRIVER_PROFILES; i++) {
      const r = addProfile(s, hotshot, `Truck ${i}`, { first: 'x', added: `id${i}` });
      if (!r.ok) throw new Error(r.message);
      s = r.store;
    }
    expect(addProfile(s, hotshot, 'One more', { first: 'x', added: 'z' })).toEqual({ ok: false, message: 'At most 8 profiles.' });
    const renamed = renameProfile(store, 'a', ' Hotshot,  own authority ');
    expect(renamed.ok && renamed.store.profiles[0]!.name).toBe('Hotshot, own authority');
  });

  it('delete: never the active or the last one', () => {
    const store = twoProfiles();
    expect(deleteProfile(store, 'b')).toBeNull();
    expect(deleteProfile(store, 'a')!.profiles.map((p) => p.id)).toEqual(['b']);
  });

  it('reading what is stored: broken profiles dropped, fields repaired, nothing valid → null', () => {
    expect(repairDriverProfiles(undefined)).toBeNull();
    expect(repairDriverProfiles({ profiles: [{ id: '', name: 'x' }, { id: 'q', name: '  ' }] })).toBeNull();
    const stored = JSON.parse(JSON.stringify(twoProfiles()));
    expect(repairDriverProfiles(stored)).toEqual(twoProfiles());
    const repaired = repairDriverProfiles({ activeId: 'gone', profiles: [{ id: 'a', name: 'A', equipment: 'boat', splitPercent: 500, costProfile: { averageMPG: -1 } }] })!;
    expect(repaired.activeId).toBe('a');
    expect(repaired.profiles[0]).toEqual({ id: 'a', name: 'A', equipment: 'hotshot', useSplit: false, splitPercent: 100, costProfile: DEFAULT_COST_PROFILE });
  });
});
