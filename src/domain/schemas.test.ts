import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_PROFILE } from './cost-profile';
import fc from 'fast-check';
import { AnalyticsEventBodySchema, isStorableText, ANALYTICS_EVENT_NAMES, CostProfileSchema, DailyAnalyticsRowSchema, EQUIPMENT_LABELS, ExtractionResultSchema, FunnelRowSchema, HistorySchema, LoadDecisionSchema, OnboardingStateSchema, OUTCOME_LABELS, LOAD_FIELDS, toEquipment, UserActivityRowSchema } from './schemas';
import { CloudLoadSchema, cloudToDecision, decisionToCloud, LoadDeleteSchema, LoadUpsertSchema, sameLoadFields, toColumn } from './cloud-load';
import { fakeDecision } from './test-data';

describe('enumerations and labels', () => {
  it('equipment labels and fallback to hotshot', () => {
    expect(EQUIPMENT_LABELS).toEqual({ hotshot: 'Hotshot', cargo_van: 'Cargo Van', straight_truck: 'Straight Truck' });
    expect(toEquipment('cargo_van')).toBe('cargo_van');
    expect(toEquipment('semi')).toBe('hotshot');
    expect(toEquipment(null)).toBe('hotshot');
  });
  it('outcome labels', () => {
    expect(OUTCOME_LABELS).toEqual({ book: 'Book it', pass: 'Pass', counter: 'Counter offer' });
  });
});

describe('LoadDecisionSchema', () => {
  it('accepts a valid entry with and without optional fields', () => {
    expect(LoadDecisionSchema.safeParse(fakeDecision()).success).toBe(true);
    expect(LoadDecisionSchema.safeParse(fakeDecision({ notes: 'n', splitPercent: 80, fuelType: 'gas' })).success).toBe(true);
    expect(LoadDecisionSchema.safeParse(fakeDecision({ createdAt: '2026-11-22T10:30:00+00:00' })).success).toBe(true);
  });
  it('rejects NaN, Infinity, bad dates, bad outcomes, oversize text', () => {
    expect(LoadDecisionSchema.safeParse(fakeDecision({ profit: Number.NaN })).success).toBe(false);
    expect(LoadDecisionSchema.safeParse(fakeDecision({ rpm: Infinity })).success).toBe(false);
    expect(LoadDecisionSchema.safeParse(fakeDecision({ createdAt: 'yesterday' })).success).toBe(false);
    expect(LoadDecisionSchema.safeParse({ ...fakeDecision(), outcome: 'maybe' }).success).toBe(false);
    expect(LoadDecisionSchema.safeParse(fakeDecision({ origin: 'x'.repeat(201) })).success).toBe(false);
    expect(HistorySchema.safeParse(Array.from({ length: 101 }, () => fakeDecision())).success).toBe(false);
  });
});

describe('cloud record mappers', () => {
  it('decision → cloud → decision round-trips', () => {
    const full = fakeDecision({ notes: 'note', splitPercent: 85, fuelType: 'gas', outcome: 'counter' });
    const bare = fakeDecision();
    for (const d of [full, bare]) {
      const cloud = decisionToCloud(d);
      expect(CloudLoadSchema.parse(cloud)).toEqual(cloud);
      expect(cloudToDecision(cloud)).toEqual(d);
    }
    expect(decisionToCloud(full)).toMatchObject({ fuel_cost: full.fuelCost, created_at: full.createdAt, split_percent: 85, fuel_type: 'gas', notes: 'note' });
    expect(decisionToCloud(bare)).toMatchObject({ notes: null, split_percent: null, fuel_type: null });
  });

  it('rows without an outcome read as book; blank notes are dropped', () => {
    const { outcome: _o, ...row } = decisionToCloud(fakeDecision({ outcome: 'pass' }));
    expect(cloudToDecision(CloudLoadSchema.parse({ ...row, notes: '  ' })).outcome).toBe('book');
    expect('notes' in cloudToDecision({ ...row, notes: '  ' })).toBe(false);
    expect(cloudToDecision({ ...row, outcome: null }).outcome).toBe('book');
  });

  it('limits: text lengths, finite numbers, batch of at most 50', () => {
    const ok = decisionToCloud(fakeDecision());
    expect(CloudLoadSchema.safeParse({ ...ok, notes: 'x'.repeat(2001) }).success).toBe(false);
    expect(CloudLoadSchema.safeParse({ ...ok, destination: 'x'.repeat(201) }).success).toBe(false);
    expect(CloudLoadSchema.safeParse({ ...ok, miles: Infinity }).success).toBe(false);
    expect(CloudLoadSchema.safeParse({ ...ok, profit: 1e12 }).success).toBe(false);
    expect(CloudLoadSchema.safeParse({ ...ok, id: '' }).success).toBe(false);
    expect(LoadUpsertSchema.safeParse({ ...ok, base_version: 0 }).success).toBe(true);
    expect(LoadUpsertSchema.safeParse({ ...ok, base_version: -1 }).success).toBe(false);
    expect(LoadUpsertSchema.safeParse(ok).success).toBe(false); // no base version: an old client
    expect(LoadDeleteSchema.safeParse({ id: ok.id, base_version: 3, deleted: true }).success).toBe(true);
    expect(LoadDeleteSchema.safeParse({ id: ok.id, base_version: 0, deleted: true }).success).toBe(false);
    expect(LoadDeleteSchema.safeParse({ id: ok.id, base_version: 3, deleted: true, origin: 'x' }).success).toBe(false);
  });

  it('property: any valid decision survives the round trip', () => {
    const arb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 100 }),
      createdAt: fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()),
      outcome: fc.constantFrom('book' as const, 'counter' as const, 'pass' as const),
      origin: fc.string({ maxLength: 200 }),
      destination: fc.string({ maxLength: 200 }),
      miles: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      rate: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fsc: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      tolls: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fuelCost: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      profit: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      rpm: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    });
    fc.assert(
      fc.property(arb, (d) => {
        expect(LoadDecisionSchema.safeParse(d).success).toBe(true);
        expect(cloudToDecision(CloudLoadSchema.parse(decisionToCloud(d)))).toEqual(d);
      }),
    );
  });
});

describe('analytics event bodies', () => {
  it('lists the nine events of the product plus offer_read (reading a pasted or shared offer)', () => {
    expect([...ANALYTICS_EVENT_NAMES].sort()).toEqual(
      [
        'calculation_submitted', 'negotiation_opened', 'screenshot_uploaded', 'session_start', 'cost_assumptions_edited',
        'cost_editor_first_open', 'decision_logged', 'fuel_type_changed', 'preset_toggled', 'offer_read',
      ].sort(),
    );
  });
  it('accepts each event with its payload shape', () => {
    const ok = [
      { event_name: 'session_start', session_id: 's1' },
      { event_name: 'calculation_submitted', session_id: 's1', payload: { miles: 500 } },
      { event_name: 'decision_logged', session_id: 's1', payload: { decisionType: 'counter' } },
      { event_name: 'fuel_type_changed', session_id: 's1', payload: { fuelType: 'gas', equipment: 'cargo_van' } },
      { event_name: 'preset_toggled', session_id: 's1', payload: { enabled: true } },
    ];
    for (const body of ok) expect([body.event_name, AnalyticsEventBodySchema.safeParse(body).success]).toEqual([body.event_name, true]);
    expect(AnalyticsEventBodySchema.parse({ event_name: 'session_start', session_id: 's' }).payload).toEqual({});
  });
  it('rejects unknown events, wrong payloads, missing session, oversized payloads', () => {
    const bad = [
      { event_name: 'hack', session_id: 's1' },
      { event_name: 'decision_logged', session_id: 's1', payload: { decisionType: 'maybe' } },
      { event_name: 'preset_toggled', session_id: 's1', payload: {} },
      { event_name: 'session_start' },
      { event_name: 'session_start', session_id: 's', payload: { nested: { a: 1 } } },
      { event_name: 'session_start', session_id: 's', payload: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
    ];
    for (const body of bad) expect(AnalyticsEventBodySchema.safeParse(body).success).toBe(false);
  });
  it('rejects text PostgreSQL cannot store: NUL and unpaired surrogates, in values, keys and the session id', () => {
    const bad = [
      { event_name: 'session_start', session_id: 's', payload: { a: 'x\ud800' } },
      { event_name: 'session_start', session_id: 's', payload: { a: '\udfff' } },
      { event_name: 'session_start', session_id: 's', payload: { a: '\udc00\ud800' } },
      { event_name: 'session_start', session_id: 's', payload: { a: 'nul\u0000' } },
      { event_name: 'session_start', session_id: 's', payload: { ['\ud83d']: 1 } },
      { event_name: 'session_start', session_id: 's\ud83d' },
      { event_name: 'session_start', session_id: '\u0000' },
    ];
    for (const body of bad) expect([body, AnalyticsEventBodySchema.safeParse(body).success]).toEqual([body, false]);
    // Well-formed pairs (emoji, astral characters) are fine.
    const ok = { event_name: 'session_start', session_id: 's\u{1F69A}', payload: { ['\u{1F69A}']: 'truck \u{1F69A} \u00e9' } };
    expect(AnalyticsEventBodySchema.safeParse(ok).success).toBe(true);
  });
  it('isStorableText', () => {
    expect(['', 'abc', '\u{1F600}', '\ud83d\ude00x', '\uffff'].map(isStorableText)).toEqual([true, true, true, true, true]);
    expect(['\u0000', '\ud800', 'a\ud800b', '\udc00', '\ud800\ud800\udc00', '\ud83d\ude00\ude00'].map(isStorableText)).toEqual([
      false, false, false, false, false, false,
    ]);
  });
});

describe('other shapes', () => {
  it('ExtractionResultSchema: an offer screenshot\'s text as offerText, at most 20,000 characters', () => {
    expect(ExtractionResultSchema.parse({ rate: 1850, confidence: 0.3, offerText: 'Dallas TX to Atlanta GA $1,850' }).offerText).toBe(
      'Dallas TX to Atlanta GA $1,850',
    );
    expect(ExtractionResultSchema.safeParse({ confidence: 0, offerText: 'x'.repeat(20_001) }).success).toBe(false);
  });

  it('ExtractionResultSchema: partial results, confidence 0..1, errors', () => {
    expect(ExtractionResultSchema.parse({ origin: 'Dallas, TX', miles: 240, confidence: 0.82 })).toMatchObject({ origin: 'Dallas, TX', miles: 240 });
    expect(ExtractionResultSchema.parse({ error: 'rate_limit', message: 'Too many' }).confidence).toBe(0);
    expect(ExtractionResultSchema.safeParse({ confidence: 1.2 }).success).toBe(false);
    expect(ExtractionResultSchema.safeParse({ rate: null, loadReference: null, confidence: 0.5 }).success).toBe(true);
  });

  it('analytics rows', () => {
    expect(
      DailyAnalyticsRowSchema.safeParse({ date: '2026-11-22', unique_sessions: 3, sessions: 4, calculations: 10, decisions_logged: 2, ocr_uploads: 1, negotiations: 0 }).success,
    ).toBe(true);
    expect(DailyAnalyticsRowSchema.safeParse({ date: '2026-11-22', unique_sessions: '3' }).success).toBe(false);
    expect(FunnelRowSchema.safeParse({ session_date: '2026-11-22', total_sessions: 10, calculation_rate: 50, decision_rate: 20, ocr_usage_rate: 0 }).success).toBe(true);
    expect(FunnelRowSchema.safeParse({ session_date: '2026-11-22', total_sessions: 10, calculation_rate: 150, decision_rate: 20, ocr_usage_rate: 0 }).success).toBe(false);
    expect(
      UserActivityRowSchema.safeParse({ user_id: 'u', email: 'a@b.co', role: null, total_loads: 0, total_sessions: 1, avg_rpm: null, last_load_date: null }).success,
    ).toBe(true);
    const user = { user_id: 'u', email: 'a@b.co', role: 'admin', total_loads: 3, total_sessions: 1, avg_rpm: 1.9 };
    expect(UserActivityRowSchema.safeParse({ ...user, last_load_date: '2026-11-22' }).success).toBe(true);
    expect(UserActivityRowSchema.safeParse({ ...user, last_load_date: '2026-11-22T10:30:00Z' }).success).toBe(true);
    expect(UserActivityRowSchema.safeParse({ ...user, last_load_date: 'soon' }).success).toBe(false);
  });

  it('CostProfileSchema requires finite non-negative numbers and a fuel type', () => {
    const base = { fuelPricePerGallon: 1, averageMPG: 1, dailyFixedCosts: 1, variableCostPerMile: 1, goodRpm: 1, fairRpm: 1, goodProfit: 1, fairProfit: 1, fuelType: 'gas' };
    expect(CostProfileSchema.safeParse(base).success).toBe(true);
    expect(CostProfileSchema.safeParse({ ...base, averageMPG: -1 }).success).toBe(false);
    expect(CostProfileSchema.safeParse({ ...base, fuelType: 'lng' }).success).toBe(false);
  });

  it('OnboardingStateSchema repairs bad flags to false', () => {
    expect(OnboardingStateSchema.parse({})).toEqual({ welcomeCardDismissed: false, hasOpenedCostEditor: false });
    expect(OnboardingStateSchema.parse({ welcomeCardDismissed: true, hasOpenedCostEditor: 'x' })).toEqual({ welcomeCardDismissed: true, hasOpenedCostEditor: false });
  });
});

describe('LOAD_FIELDS: the one definition of the synced fields', () => {
  it('every field of an entry is a synced field, and each has its snake_case wire name', () => {
    const full = fakeDecision({
      notes: 'n', splitPercent: 85, fuelType: 'gas', deadheadMiles: 1, tripDays: 1, factoringFee: 1, dispatchFee: 1,
      costProfile: DEFAULT_COST_PROFILE, dealResult: 'agreed', offeredRate: 900, broker: 'Acme', paidOn: '2026-01-02', outcome: 'counter',
      profileName: 'Hotshot, own authority',
    });
    expect(Object.keys(full).filter((k) => k !== 'id').sort()).toEqual(Object.keys(LOAD_FIELDS()).sort());
    expect(Object.keys(decisionToCloud(full)).sort()).toEqual(['id', ...Object.keys(LOAD_FIELDS()).map(toColumn)].sort());
    expect(cloudToDecision(CloudLoadSchema.parse(decisionToCloud(full)))).toEqual(full);
  });

  it('sameLoadFields sees a change in any field, and not a reordered profile or another time notation', () => {
    const a = fakeDecision({ costProfile: DEFAULT_COST_PROFILE, createdAt: '2026-01-02T03:04:05.000Z' });
    expect(sameLoadFields(a, { ...a, costProfile: Object.fromEntries(Object.entries(DEFAULT_COST_PROFILE).reverse()) as typeof DEFAULT_COST_PROFILE })).toBe(true);
    expect(sameLoadFields(a, { ...a, createdAt: '2026-01-02T03:04:05+00:00' })).toBe(true);
    expect(sameLoadFields(a, { ...a, broker: 'Acme' })).toBe(false);
    expect(sameLoadFields(a, { ...a, paidOn: '2026-01-02' })).toBe(false);
    expect(sameLoadFields(a, { ...a, dealResult: 'pending' })).toBe(false);
    expect(sameLoadFields(a, { ...a, costProfile: { ...DEFAULT_COST_PROFILE, taxPercent: 1 } as typeof DEFAULT_COST_PROFILE })).toBe(false);
  });
});

describe('beyond-the-contract fields on the wire (docs/decisions/012)', () => {
  it('round-trip through the cloud record; absent when the entry has none', () => {
    const full = fakeDecision({ deadheadMiles: 120, tripDays: 2.5, factoringFee: 45, dispatchFee: 150, costProfile: { ...DEFAULT_COST_PROFILE, milesPerDay: 650 } });
    const cloud = decisionToCloud(full);
    expect(cloud).toMatchObject({ deadhead_miles: 120, trip_days: 2.5, factoring_fee: 45, dispatch_fee: 150, cost_profile: full.costProfile });
    expect(cloudToDecision(CloudLoadSchema.parse(cloud))).toEqual(full);
    const bare = decisionToCloud(fakeDecision());
    for (const key of ['deadhead_miles', 'trip_days', 'factoring_fee', 'dispatch_fee', 'cost_profile']) expect(bare).toHaveProperty(key, null);
  });

  it('an old client\'s record (no new fields) and nulls from the database both read as absent', () => {
    const row = { ...decisionToCloud(fakeDecision()), deadhead_miles: null, trip_days: null, factoring_fee: null, dispatch_fee: null, cost_profile: null };
    const d = cloudToDecision(CloudLoadSchema.parse(row));
    for (const key of ['deadheadMiles', 'tripDays', 'factoringFee', 'dispatchFee', 'costProfile']) expect(key in d).toBe(false);
  });

  it('refuses out-of-range values', () => {
    const ok = decisionToCloud(fakeDecision());
    expect(CloudLoadSchema.safeParse({ ...ok, deadhead_miles: -1 }).success).toBe(false);
    expect(CloudLoadSchema.safeParse({ ...ok, trip_days: 0 }).success).toBe(false);
    expect(CloudLoadSchema.safeParse({ ...ok, cost_profile: { ...DEFAULT_COST_PROFILE, factoringPercent: 120 } }).success).toBe(false);
    expect(LoadDecisionSchema.safeParse(fakeDecision({ costProfile: { ...DEFAULT_COST_PROFILE, milesPerDay: 0 } })).success).toBe(false);
  });
});
