import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCESSORIALS_BY_EQUIPMENT,
  describeLoad,
  emptyNegotiationResult,
  EQUIPMENT_DEFAULTS,
  markup,
  MAX_TEMPLATES,
  needsSecurement,
  negotiate,
  RESULT_COLOR_LABELS,
  rpmColor,
  SURCHARGE_NAMES,
  type AccessorialField,
  type NegotiationInput,
  type SurchargeName,
} from './negotiation';
import { EQUIPMENT } from './schemas';

const hotshot = (extra: Partial<NegotiationInput> = {}): NegotiationInput => ({
  miles: 500,
  offer: 1000,
  equipment: 'hotshot',
  ...extra,
});
const appliedNames = (input: NegotiationInput) => negotiate(input).appliedSurcharges.map((s) => s.name);

describe('EQUIPMENT_DEFAULTS: the R-NEG-2 table exactly (n/a → null)', () => {
  it('rpm targets', () => {
    expect(EQUIPMENT_DEFAULTS.hotshot.rpmTargets).toEqual({ red: 1.5, yellow: 2, green: 2.5 });
    expect(EQUIPMENT_DEFAULTS.cargo_van.rpmTargets).toEqual({ red: 1.2, yellow: 1.5, green: 2 });
    expect(EQUIPMENT_DEFAULTS.straight_truck.rpmTargets).toEqual({ red: 1.8, yellow: 2.2, green: 2.8 });
  });

  it('surcharges', () => {
    // prettier-ignore
    const table: Record<string, [number | null, number | null, number | null]> = {
      //                  hotshot, cargo_van, straight_truck
      tarp:              [100,  null, null],
      heavyPerMile:      [0.15, null, null],
      heavyThresholdLbs: [8000, null, null],
      oversizeWidth:     [250,  null, null],
      oversizeHeight:    [200,  null, null],
      multiStop:         [75,   50,   100],
      rush:              [150,  100,  150],
      weekend:           [null, 75,   100],
      afterHours:        [null, 50,   75],
      inside:            [null, 75,   100],
      residential:       [null, 50,   75],
      liftgate:          [null, null, 150],
      palletJack:        [null, null, 50],
      detentionPerHour:  [50,   35,   50],
      access:            [100,  75,   125],
      securement:        [150,  null, null],
    };
    for (const [name, [h, c, s]] of Object.entries(table)) {
      const key = name as SurchargeName | 'heavyThresholdLbs';
      expect([name, EQUIPMENT_DEFAULTS.hotshot.surcharges[key]]).toEqual([name, h]);
      expect([name, EQUIPMENT_DEFAULTS.cargo_van.surcharges[key]]).toEqual([name, c]);
      expect([name, EQUIPMENT_DEFAULTS.straight_truck.surcharges[key]]).toEqual([name, s]);
    }
    expect(Object.keys(EQUIPMENT_DEFAULTS.hotshot.surcharges).sort()).toEqual(Object.keys(table).sort());
    expect(SURCHARGE_NAMES).toHaveLength(15);
  });

  it('every accessorial an equipment accepts is priced for it', () => {
    const priceOf: Partial<Record<AccessorialField, SurchargeName>> = {
      pickupInHours: 'rush',
      stops: 'multiStop',
      jobsite: 'access',
      detentionHours: 'detentionPerHour',
      tarp: 'tarp',
      widthFt: 'oversizeWidth',
      heightFt: 'oversizeHeight',
      weightLbs: 'heavyPerMile',
      itemType: 'securement',
      weekend: 'weekend',
      afterHours: 'afterHours',
      liftgate: 'liftgate',
      palletJack: 'palletJack',
      inside: 'inside',
      residential: 'residential',
    };
    for (const eq of EQUIPMENT) {
      for (const field of ACCESSORIALS_BY_EQUIPMENT[eq]) {
        expect([eq, field, EQUIPMENT_DEFAULTS[eq].surcharges[priceOf[field] as SurchargeName]]).not.toContain(null);
      }
    }
  });
});

describe('negotiate: no surcharges', () => {
  // Hotshot, 500 mi, $1,000 offer: total 1000; anchor 1000 × 1.15 = 1150; target × 1.08 = 1080;
  // floor × 1.02 = 1020; base RPM 1000 / 500 = 2.00 → not < 1.5, not < 2, not ≥ 2.5 → yellow.
  const r = negotiate({ ...hotshot(), origin: 'Dallas, TX', destination: 'Denver, CO' });

  it('tiers, base RPM and colour', () => {
    expect(r.ready).toBe(true);
    expect(r.total).toBe(1000);
    expect(r.surchargeTotal).toBe(0);
    expect(r.negotiation).toEqual({ anchor: 1150, target: 1080, floor: 1020 });
    expect(r.baseRpm).toBe(2);
    expect(r.resultColor).toBe('yellow');
    expect(r.appliedSurcharges).toEqual([]);
    expect(Object.values(r.surcharges).every((v) => v === 0)).toBe(true);
    expect(Object.keys(r.surcharges)).toHaveLength(15);
  });

  it('exactly three default templates: Strong Opening, Counter Offer, Final Position', () => {
    expect(r.templates.map((t) => t.label)).toEqual(['Strong Opening', 'Counter Offer', 'Final Position']);
    const [opening, counter, final] = r.templates.map((t) => t.message);
    expect(opening).toContain('$1,150');
    expect(counter).toContain('$1,000'); // the offer
    expect(counter).toContain('$1,080'); // at least the offer: the target
    expect(final).toContain('$1,020');
    for (const t of r.templates) {
      expect(t.message).toContain('from Dallas, TX to Denver, CO');
      expect(t.message).toContain('500 miles');
      expect(t.message).toContain('hotshot');
      expect(t.message).not.toMatch(/\$\d[\d,]*\.\d/); // whole dollars only
    }
  });

  it('the counter never goes below the offer', () => {
    // Offer 9.6 on 5 miles: target round(9.6 × 1.08 = 10.368) = 10 ≥ ceil(9.6) = 10.
    const small = negotiate({ miles: 5, offer: 9.6, equipment: 'cargo_van' });
    expect(small.templates[1]?.message).toContain('meet you at $10 ');
  });
});

describe('negotiate: surcharge rules', () => {
  it('tarp + 2 stops (hotshot): 1000 + 100 + (2 − 1) × 75 = 1175 → 1351 / 1269 / 1199', () => {
    // anchor 1175 × 1.15 = 1351.25 → 1351; target 1175 × 1.08 = 1269.00; floor 1175 × 1.02 = 1198.50 → 1199
    const r = negotiate(hotshot({ tarp: true, stops: 2 }));
    expect(r.appliedSurcharges).toEqual([
      { name: 'tarp', label: 'Tarp', detail: 'Tarp', amount: 100 },
      { name: 'multiStop', label: 'Extra stops', detail: 'Extra stops (1 × $75)', amount: 75 },
    ]);
    expect(r.surcharges.tarp).toBe(100);
    expect(r.surcharges.multiStop).toBe(75);
    expect(r.total).toBe(1175);
    expect(r.negotiation).toEqual({ anchor: 1351, target: 1269, floor: 1199 });
  });

  it('multi-stop: (stops − 1) × per stop; 0 or 1 stop adds nothing; fractions floor', () => {
    expect(negotiate(hotshot({ stops: 4 })).surcharges.multiStop).toBe(225); // 3 × 75
    expect(negotiate(hotshot({ stops: '3.7' })).surcharges.multiStop).toBe(150); // 2 × 75
    expect(appliedNames(hotshot({ stops: 1 }))).toEqual([]);
    expect(appliedNames(hotshot({ stops: 0 }))).toEqual([]);
    expect(negotiate({ miles: 100, offer: 500, equipment: 'cargo_van', stops: 3 }).surcharges.multiStop).toBe(100);
    expect(negotiate({ miles: 100, offer: 500, equipment: 'straight_truck', stops: 2 }).surcharges.multiStop).toBe(100);
  });

  it('rush: pickup within 0 to 6 hours inclusive; blank means unknown', () => {
    expect(negotiate(hotshot({ pickupInHours: 0 })).surcharges.rush).toBe(150);
    expect(negotiate(hotshot({ pickupInHours: '6' })).surcharges.rush).toBe(150);
    expect(negotiate(hotshot({ pickupInHours: 6.01 })).surcharges.rush).toBe(0);
    expect(negotiate(hotshot({ pickupInHours: -1 })).surcharges.rush).toBe(0);
    expect(negotiate(hotshot({ pickupInHours: '' })).surcharges.rush).toBe(0);
    expect(negotiate(hotshot({ pickupInHours: null })).surcharges.rush).toBe(0);
    expect(negotiate({ miles: 100, offer: 500, equipment: 'cargo_van', pickupInHours: 2 }).appliedSurcharges[0]).toEqual({
      name: 'rush',
      label: 'Rush pickup',
      detail: 'Rush pickup (within 2 h)',
      amount: 100,
    });
  });

  it('detention: hours × hourly rate; jobsite adds access', () => {
    expect(negotiate(hotshot({ detentionHours: 3 })).surcharges.detentionPerHour).toBe(150); // 3 × 50
    expect(negotiate(hotshot({ detentionHours: -2 })).surcharges.detentionPerHour).toBe(0);
    const van = negotiate({ miles: 100, offer: 500, equipment: 'cargo_van', detentionHours: '1.5', jobsite: true });
    expect(van.surcharges.detentionPerHour).toBe(52.5); // 1.5 × 35
    expect(van.surcharges.access).toBe(75);
    expect(van.appliedSurcharges.find((s) => s.name === 'detentionPerHour')?.detail).toBe('Detention (1.5 h × $35/h)');
  });

  it('hotshot heavy: weight ≥ 8000 lbs adds 0.15 × miles', () => {
    // 400 mi: 0.15 × 400 = 60 → total 1060 → anchor 1219, target 1144.8 → 1145, floor 1081.2 → 1081
    const r = negotiate({ miles: 400, offer: 1000, equipment: 'hotshot', weightLbs: '8,000' });
    expect(r.surcharges.heavyPerMile).toBeCloseTo(60, 10);
    expect(r.appliedSurcharges[0]?.detail).toBe('Heavy load (400 mi × $0.15/mi)');
    expect(r.negotiation).toEqual({ anchor: 1219, target: 1145, floor: 1081 });
    expect(negotiate({ miles: 400, offer: 1000, equipment: 'hotshot', weightLbs: 7999 }).surcharges.heavyPerMile).toBe(0);
  });

  it('hotshot oversize: width above 8.5 ft, height above 13.5 ft', () => {
    expect(appliedNames(hotshot({ widthFt: 8.5, heightFt: 13.5 }))).toEqual([]);
    const r = negotiate(hotshot({ widthFt: '8.6', heightFt: 14 }));
    expect(r.surcharges.oversizeWidth).toBe(250);
    expect(r.surcharges.oversizeHeight).toBe(200);
    expect(r.appliedSurcharges.map((s) => s.detail)).toEqual(['Oversize width (8.6 ft)', 'Oversize height (14 ft)']);
  });

  it('hotshot securement keywords, case-insensitive', () => {
    for (const item of ['Steel Coils', 'coil', 'MACHINERY', 'pipes', 'Pipe', 'rebar bundles', 'farm equipment', 'Palletized steel']) {
      expect([item, negotiate(hotshot({ itemType: item })).surcharges.securement]).toEqual([item, 150]);
    }
    expect(negotiate(hotshot({ itemType: 'lumber' })).surcharges.securement).toBe(0);
    expect(negotiate(hotshot({ itemType: ' Steel coil ' })).appliedSurcharges[0]?.detail).toBe('Securement (Steel coil)');
    expect(needsSecurement('')).toBe(false);
  });

  it('cargo van: weekend, after-hours, inside, residential; not hotshot extras', () => {
    // 300 mi, $500: 75 + 50 + 75 + 50 = 250 → total 750 → anchor 862.5 → 863, target 810, floor 765
    // base RPM 500 / 300 = 1.666… → 1.67: ≥ 1.2 red, ≥ 1.5, < 2 green → yellow
    const r = negotiate({
      miles: 300,
      offer: 500,
      equipment: 'cargo_van',
      weekend: true,
      afterHours: true,
      inside: true,
      residential: true,
      tarp: true,
      weightLbs: 10000,
      widthFt: 10,
      itemType: 'machinery',
      liftgate: true,
    });
    expect(r.appliedSurcharges.map((s) => [s.name, s.amount])).toEqual([
      ['weekend', 75],
      ['afterHours', 50],
      ['inside', 75],
      ['residential', 50],
    ]);
    expect(r.negotiation).toEqual({ anchor: 863, target: 810, floor: 765 });
    expect(r.baseRpm).toBe(1.67);
    expect(r.resultColor).toBe('yellow');
  });

  it('straight truck: liftgate, pallet jack, inside, residential (weekend / after-hours not applied)', () => {
    // $1,000 + 150 + 50 + 100 + 75 + detention 2.5 × 50 = 125 + access 125 = 1625
    // anchor 1625 × 1.15 = 1868.75 → 1869; target 1755; floor 1657.5 → 1658
    const r = negotiate({
      miles: 500,
      offer: 1000,
      equipment: 'straight_truck',
      liftgate: true,
      palletJack: true,
      inside: true,
      residential: true,
      weekend: true,
      afterHours: true,
      detentionHours: 2.5,
      jobsite: true,
    });
    expect(r.appliedSurcharges.map((s) => s.name)).toEqual([
      'inside',
      'residential',
      'liftgate',
      'palletJack',
      'detentionPerHour',
      'access',
    ]);
    expect(r.total).toBe(1625);
    expect(r.negotiation).toEqual({ anchor: 1869, target: 1755, floor: 1658 });
  });

  it('hotshot ignores cargo-van and straight-truck extras', () => {
    expect(appliedNames(hotshot({ weekend: true, afterHours: true, inside: true, residential: true, liftgate: true, palletJack: true }))).toEqual([]);
  });
});

describe('negotiate: templates with surcharges', () => {
  const r = negotiate(hotshot({ tarp: true, stops: 3, pickupInHours: 4, origin: 'Tulsa, OK' }));
  // 1000 + 100 + 2 × 75 + 150 = 1400 → anchor 1610, target 1512, floor 1428
  it('at most three, mentioning each surcharge and amount', () => {
    expect(r.negotiation).toEqual({ anchor: 1610, target: 1512, floor: 1428 });
    expect(r.templates.length).toBeLessThanOrEqual(MAX_TEMPLATES);
    expect(r.templates.map((t) => t.label)).toEqual(['Opening with Accessorials', 'Itemized Counter', 'Final Position']);
    const [opening, itemized, final] = r.templates.map((t) => t.message) as [string, string, string];
    const list = 'Accessorials: Tarp: $100; Extra stops (2 × $75): $150; Rush pickup (within 4 h): $150.';
    expect(opening).toContain(list);
    expect(opening).toContain('$400 in total');
    expect(opening).toContain('$1,610');
    expect(itemized).toContain('$1,000 linehaul + $400 accessorials = $1,400');
    expect(itemized).toContain(list);
    expect(itemized).toContain('$1,512');
    expect(final).toContain('$1,428');
    expect(final).toContain('tarp, extra stops, rush pickup');
    for (const t of r.templates) expect(t.message).toContain('the hotshot load from Tulsa, OK (500 miles)');
  });

  it('a single surcharge', () => {
    expect(negotiate(hotshot({ tarp: true })).templates[0]?.message).toContain('$100 in total');
    expect(negotiate(hotshot({ tarp: true })).templates[0]?.message).toContain('Accessorials: Tarp: $100.');
  });
});

describe('negotiate: base RPM and colour', () => {
  it('base RPM = offer / max(1, miles) to 2 decimals', () => {
    expect(negotiate({ miles: 0.5, offer: 100, equipment: 'hotshot' }).baseRpm).toBe(100);
    expect(negotiate({ miles: 3, offer: 10, equipment: 'hotshot' }).baseRpm).toBe(3.33);
  });
  it.each([
    [700, 'red'], // 1.40 < 1.5
    [800, 'yellow'], // 1.60 < 2
    [1100, 'yellow'], // 2.20: between yellow and green → yellow
    [1250, 'green'], // 2.50 ≥ 2.5
  ] as const)('hotshot 500 mi at $%d → %s', (offer, color) => {
    expect(negotiate(hotshot({ offer })).resultColor).toBe(color);
  });
  it('rpmColor and its words', () => {
    expect(rpmColor(1.19, EQUIPMENT_DEFAULTS.cargo_van.rpmTargets)).toBe('red');
    expect(rpmColor(2, EQUIPMENT_DEFAULTS.cargo_van.rpmTargets)).toBe('green');
    expect(RESULT_COLOR_LABELS.red).toBeTruthy();
  });
});

describe('negotiate: empty result', () => {
  it.each([
    [{ miles: 0, offer: 1000 }],
    [{ miles: -5, offer: 1000 }],
    [{ miles: 500, offer: 0 }],
    [{ miles: 500, offer: '' }],
    [{ miles: '', offer: '1000' }],
  ])('%j → not ready, red, zeros, no templates', (patch) => {
    const r = negotiate({ equipment: 'hotshot', tarp: true, ...patch });
    expect(r).toEqual(emptyNegotiationResult());
    expect(r.ready).toBe(false);
    expect(r.resultColor).toBe('red');
    expect(r.templates).toEqual([]);
    expect(r.negotiation).toEqual({ anchor: 0, target: 0, floor: 0 });
  });
});

describe('helpers', () => {
  it('markup rounds from whole cents, half away from zero', () => {
    expect(90 * 1.15).toBeLessThan(103.5); // binary drift the helper avoids: 103.49999999999999
    expect(markup(90, 0.15)).toBe(104); // 90 × 1.15 = 103.50 → 104
    expect(markup(1010, 0.15)).toBe(1162); // 1161.50 → 1162
    expect(markup(1175, 0.02)).toBe(1199);
  });
  it('describeLoad', () => {
    expect(describeLoad({ equipment: 'straight_truck' }, 1)).toBe('the straight truck load (1 mile)');
    expect(describeLoad({ equipment: 'cargo_van', destination: 'Reno, NV', origin: ' ' }, 1234.5)).toBe(
      'the cargo van load to Reno, NV (1,234.5 miles)',
    );
  });
});

describe('properties', () => {
  const arbInput = fc.record({
    miles: fc.double({ min: 0.01, max: 5000, noNaN: true }),
    offer: fc.double({ min: 0.01, max: 50_000, noNaN: true }),
    equipment: fc.constantFrom(...EQUIPMENT),
    pickupInHours: fc.option(fc.double({ min: -10, max: 48, noNaN: true })),
    stops: fc.integer({ min: 0, max: 10 }),
    jobsite: fc.boolean(),
    detentionHours: fc.double({ min: -5, max: 24, noNaN: true }),
    tarp: fc.boolean(),
    widthFt: fc.double({ min: 0, max: 16, noNaN: true }),
    heightFt: fc.double({ min: 0, max: 16, noNaN: true }),
    weightLbs: fc.integer({ min: 0, max: 30_000 }),
    itemType: fc.constantFrom('', 'steel coils', 'lumber', 'Machinery'),
    weekend: fc.boolean(),
    afterHours: fc.boolean(),
    liftgate: fc.boolean(),
    palletJack: fc.boolean(),
    inside: fc.boolean(),
    residential: fc.boolean(),
  });

  it('anchor ≥ target ≥ floor ≥ offer in whole dollars; total = offer + surcharges', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const r = negotiate(input);
        const { anchor, target, floor } = r.negotiation;
        expect(anchor).toBeGreaterThanOrEqual(target);
        expect(target).toBeGreaterThanOrEqual(floor);
        // Tiers are whole dollars, so they are compared with the offer in whole dollars.
        expect(floor).toBeGreaterThanOrEqual(Math.round(input.offer));
        expect(r.total).toBeCloseTo(input.offer + r.appliedSurcharges.reduce((s, a) => s + a.amount, 0), 6);
        expect(r.templates.length).toBeGreaterThan(0);
        expect(r.templates.length).toBeLessThanOrEqual(3);
        for (const v of [anchor, target, floor]) expect(Number.isInteger(v)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('for whole-dollar offers the floor is never below the offer itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 5000 }), (offer, miles) => {
        expect(negotiate({ offer, miles, equipment: 'hotshot' }).negotiation.floor).toBeGreaterThanOrEqual(offer);
      }),
    );
  });
});

describe('R-UPLOAD-7: the rate confirmation’s detention rate', () => {
  it('prices detention hours at the sheet’s $/hour instead of the preset', () => {
    // 3 h × $45 = $135 → total 1,135 → anchor 1,135 × 1.15 = 1,305.25 → $1,305.
    const r = negotiate(hotshot({ detentionHours: 3, detentionRate: '45' }));
    expect(r.surcharges.detentionPerHour).toBe(135);
    expect(r.total).toBe(1135);
    expect(r.negotiation.anchor).toBe(1305);
    expect(r.appliedSurcharges.find((s) => s.name === 'detentionPerHour')?.detail).toBe('Detention (3 h × $45/h)');
    expect(negotiate({ miles: 100, offer: 500, equipment: 'cargo_van', detentionHours: 2, detentionRate: 37.5 }).surcharges.detentionPerHour).toBe(75);
  });

  it('blank, zero, negative or unreadable: the equipment’s preset rate (3 × $50 = $150)', () => {
    for (const detentionRate of ['', 0, -45, 'n/a', undefined]) {
      expect(negotiate(hotshot({ detentionHours: 3, detentionRate })).surcharges.detentionPerHour).toBe(150);
    }
  });
});
