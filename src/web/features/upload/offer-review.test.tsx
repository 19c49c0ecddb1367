import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoundField, OfferReading } from '../../../domain/extract/offer-types';
import { toOfferApplied, toOfferValues } from './offer-flow';
import { OfferReview } from './offer-review';
import type { OfferApplied } from './offer-values';

// The card is given readings as the reader returns them (offer-types.ts): what it shows of each
// field, its confidence and its source is what these tests look at.

const found = <T,>(value: T, confidence = 0.95, more: Partial<FoundField<T>> = {}): FoundField<T> => ({
  value,
  confidence,
  source: String(value),
  ...more,
});

const makeReading = (over: Partial<OfferReading> = {}): OfferReading => ({
  origin: found('Dallas, TX'),
  destination: found('Atlanta, GA'),
  miles: null,
  rate: null,
  fsc: null,
  deadhead: null,
  equipment: null,
  weightLbs: null,
  stops: null,
  pickupDate: null,
  loadReference: null,
  broker: null,
  accessorials: {},
  ...over,
});

afterEach(cleanup);

function Host({ loads, onApply }: { loads: OfferReading[]; onApply: (v: OfferApplied) => void }) {
  const [chosen, setChosen] = useState(0);
  const [values, setValues] = useState(() => toOfferValues(loads[0]!));
  return (
    <OfferReview
      loads={loads}
      chosen={chosen}
      values={values}
      onChoose={(i) => {
        setChosen(i);
        setValues(toOfferValues(loads[i]!));
      }}
      onChange={(f, v) => setValues((s) => ({ ...s, [f]: v }))}
      onTick={(a, on) => setValues((s) => ({ ...s, accessorials: { ...s.accessorials, [a]: on } }))}
      onApply={() => onApply(toOfferApplied(values))}
      onCancel={() => {}}
    />
  );
}

function setup(loads: OfferReading[]) {
  const onApply = vi.fn();
  const user = userEvent.setup();
  render(<Host loads={loads} onApply={onApply} />);
  return { user, onApply, card: within(screen.getByRole('region', { name: 'Extracted fields review' })) };
}

describe('OfferReview', () => {
  it("marks an uncertain value 'Check' in words (not colour alone), with the words it was read from", () => {
    const { card } = setup([makeReading({ origin: found('Dallas, TX', 0.55, { source: 'dalls' }), rate: found(1850, 0.9) })]);
    expect(card.getByLabelText('Origin')).toHaveAccessibleDescription('Check: read from “dalls”.');
    expect(card.getByText('Check')).toBeVisible();
    expect(card.getByLabelText('Rate')).not.toHaveAccessibleDescription(/Check/);
    // Overall: the mean of what was found (0.55 + 0.95 + 0.9) / 3 = 0.8.
    expect(card.getByTestId('extraction-confidence')).toHaveTextContent('Confidence: 80%');
  });

  it("shows estimated miles as 'Estimated' and the rate's per-mile working", () => {
    const { card } = setup([
      makeReading({
        miles: found(781, 0.8, { estimated: true, source: 'Dallas, TX → Atlanta, GA' }),
        rate: found(1757.25, 0.9, { source: '$2.25/mi', note: '$2.25/mi × 781 mi = $1,757.25' }),
      }),
    ]);
    expect(card.getByLabelText('Miles')).toHaveValue('781');
    expect(card.getByText('Estimated')).toBeVisible();
    expect(card.getByLabelText('Miles')).toHaveAccessibleDescription('Estimated from Dallas, TX → Atlanta, GA, not in the text.');
    expect(card.getByLabelText('Rate')).toHaveValue('1757.25');
    expect(card.getByLabelText('Rate')).toHaveAccessibleDescription('$2.25/mi × 781 mi = $1,757.25.');
  });

  it('an uncertain estimate asks for a check without quoting words that are not in the text', () => {
    const { card } = setup([
      makeReading({ miles: found(864, 0.5, { estimated: true, source: 'Dallas, TX → Atlanta, GA', note: 'Estimated: straight line × road factor' }) }),
    ]);
    expect(card.getByLabelText('Miles')).toHaveAccessibleDescription('Estimated: straight line × road factor. Check this estimate.');
    expect(card.getByText('Estimated')).toBeVisible();
    expect(card.getByText('Check')).toBeVisible();
  });

  it('lists every other field found; ticked accessorials, stops and weight go with Apply', async () => {
    const { user, card, onApply } = setup([
      makeReading({
        fsc: found(180),
        deadhead: found(45),
        equipment: found('straight_truck' as const),
        weightLbs: found(9000),
        stops: found(3),
        pickupDate: found('11/26'),
        loadReference: found('LD-5512'),
        broker: found('Acme Logistics', 0.6, { source: 'acme' }),
        accessorials: { tarp: found(true as const), liftgate: found(true as const, 0.5, { source: 'lift' }) },
      }),
    ]);
    expect(card.getByLabelText('FSC')).toHaveValue('180');
    expect(card.getByLabelText('Deadhead miles')).toHaveValue('45');
    expect(card.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('Straight Truck');
    expect(card.getByLabelText('Weight (lbs)')).toHaveValue('9000');
    expect(card.getByLabelText('Stops')).toHaveValue('3');
    expect(card.getByText('11/26')).toBeVisible();
    expect(card.getByText('LD-5512')).toBeVisible();
    expect(card.getByText('Acme Logistics').closest('dd')).toHaveTextContent('(Check: read from “acme”)');
    const tarp = card.getByRole('checkbox', { name: 'Tarp' });
    const liftgate = card.getByRole('checkbox', { name: /^Liftgate/ });
    expect(tarp).toBeChecked();
    expect(liftgate).toBeChecked();
    expect(liftgate).toHaveAccessibleDescription('Check: read from “lift”.');
    expect(card.queryByRole('checkbox', { name: 'Residential' })).not.toBeInTheDocument();

    await user.click(liftgate);
    await user.click(card.getByRole('button', { name: 'Apply to form' }));
    expect(onApply).toHaveBeenCalledWith({
      origin: 'Dallas, TX',
      destination: 'Atlanta, GA',
      fsc: '180',
      deadheadMiles: '45',
      // The broker named in the offer fills the calculator's Broker field (docs/product-rules.md R-BROKER).
      broker: 'Acme Logistics',
      equipment: 'straight_truck',
      accessorials: { tarp: true, stops: '3', weightLbs: '9000' },
    });
  });

  it('a load with no places is offered as Load n; one without a rate shows no price', () => {
    const { card } = setup([
      makeReading({ rate: found(1850) }),
      makeReading({ origin: null, destination: null, rate: found(900.5) }),
      makeReading({ origin: found('Reno, NV'), destination: null }),
    ]);
    expect(card.getByRole('group', { name: '3 loads in this text: pick one' })).toBeInTheDocument();
    expect(card.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Dallas, TX → Atlanta, GA · $1,850',
      'Load 2 · $900.50',
      'Reno, NV → Destination not found',
    ]);
  });
});
