import { profileExtras } from '../../../domain/cost-profile';
import { formatMoney, formatNumber, formatRpm } from '../../../domain/format';
import { FUEL_TYPE_LABELS, type LoadDecision } from '../../../domain/schemas';

/**
 * 'Computed with': the cost profile a logged decision was computed with (R-HIST-1), so editing
 * the profile later never silently changes what a past decision meant. Entries logged before
 * snapshots were kept say so.
 */
export function ProfileSnapshot({ entry }: { entry: LoadDecision }) {
  const p = entry.costProfile;
  const trip: string[] = [];
  if (entry.deadheadMiles !== undefined) trip.push(`${formatNumber(entry.deadheadMiles)} mi deadhead`);
  if (entry.tripDays !== undefined) trip.push(`${formatNumber(entry.tripDays)} trip days`);
  if (entry.factoringFee !== undefined) trip.push(`factoring ${formatMoney(entry.factoringFee)}`);
  if (entry.dispatchFee !== undefined) trip.push(`dispatcher ${formatMoney(entry.dispatchFee)}`);

  return (
    <section
      aria-labelledby="snapshot-heading"
      data-testid="edit-profile-snapshot"
      className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <h3 id="snapshot-heading" className="font-semibold">
        Cost profile used
      </h3>
      {p ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700 dark:text-slate-300">
          <Item term="Fuel" text={`${FUEL_TYPE_LABELS[p.fuelType]}, ${formatMoney(p.fuelPricePerGallon)}/gal, ${formatNumber(p.averageMPG)} MPG`} />
          <Item
            term="Costs"
            text={`${formatMoney(p.variableCostPerMile)}/mi variable, ${formatMoney(p.dailyFixedCosts)}/day fixed over ${formatNumber(profileExtras(p).fixedCostSpreadMiles)} mi${p.useSmartHopPresets ? ' (industry presets)' : ''}`}
          />
          <Item
            term="Fees"
            text={`factoring ${formatNumber(profileExtras(p).factoringPercent)}%, dispatcher ${formatNumber(profileExtras(p).dispatcherPercent)}%`}
          />
          <Item term="Days" text={`${formatNumber(profileExtras(p).milesPerDay)} mi a day`} />
          <Item
            term="Verdict"
            text={`Book it ≥ ${formatRpm(p.goodRpm)}/mi and ${formatMoney(p.goodProfit)}; Pass < ${formatRpm(p.fairRpm)}/mi or ${formatMoney(p.fairProfit)}`}
          />
          {trip.length > 0 ? <Item term="Load" text={trip.join(', ')} /> : null}
        </dl>
      ) : (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Not recorded: this entry was logged before LoadMath kept the cost profile with each decision.
        </p>
      )}
    </section>
  );
}

function Item({ term, text }: { term: string; text: string }) {
  return (
    <>
      <dt className="font-medium text-slate-900 dark:text-slate-100">{term}</dt>
      <dd className="tabular-nums">{text}</dd>
    </>
  );
}
