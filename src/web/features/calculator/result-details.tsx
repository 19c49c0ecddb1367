import { memo } from 'react';
import { formatMoney, formatNumber, formatRpm } from '../../../domain/format';
import { profileExtras } from '../../../domain/cost-profile';
import { ROAD_FACTOR } from '../../../domain/road-factor';
import { grossRpmLabel, shareLabel } from '../../../domain/profit';
import { normalisePay, payFollowsLinehaul } from '../../../domain/pay';
import type { CalculationResult, CostProfile } from '../../../domain/schemas';
import { normaliseSetAsides, takeHome } from '../../../domain/take-home';
import { cn } from '../../ui/cn';
import { formatDays, formatTimestamp } from './display';

function Row({ label, value, id, strong, muted }: { label: string; value: string; id: string; strong?: boolean; muted?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3 py-1', strong && 'border-t border-slate-200 pt-2 font-semibold dark:border-slate-700')}>
      <dt className={cn(muted && 'text-slate-500 dark:text-slate-400')}>{label}</dt>
      <dd data-testid={`breakdown-${id}`} className={cn('tabular-nums', muted && 'text-slate-500 line-through dark:text-slate-400')}>
        {value}
      </dd>
    </div>
  );
}

/** '$1.60 × 500 loaded mi + $0.50 × 50 empty mi' or '$900.00 flat' (R-PAY-3, R-PAY-4). */
function payWorkingText(result: CalculationResult, profile: CostProfile | undefined): string {
  const pay = normalisePay(profile?.pay);
  if (result.payType === 'flat') return `${formatMoney(pay.flatPerLoad)} flat`;
  const loaded = `${formatMoney(pay.perLoadedMile)} × ${formatNumber(Math.max(0, result.miles))} loaded mi`;
  return result.deadheadMiles > 0 ? `${loaded} + ${formatMoney(pay.perEmptyMile)} × ${formatNumber(result.deadheadMiles)} empty mi` : loaded;
}

/**
 * 'Show breakdown': Revenue, Costs, profit, timestamp and fuel price used (docs/product-rules.md
 * R-CALC-4). Beyond the contract (R-CALC-7..9), shown only when used: the miles with deadhead, the
 * fees, all-in RPM, and always profit per day.
 */
export const Breakdown = memo(function Breakdown({ result, profile }: { result: CalculationResult; profile?: CostProfile }) {
  const b = result.breakdown;
  const a = result.adjustments;
  const split = b.splitPercent < 100;
  const extras = profileExtras(profile ?? {});
  const ownPay = !payFollowsLinehaul({ type: result.payType });
  const deadhead = result.deadheadMiles > 0;
  const setAsides = normaliseSetAsides(profile?.setAsides);
  const keep = takeHome(result, setAsides);
  return (
    <div className="text-sm" data-testid="breakdown">
      <h3 className="mt-1 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">Revenue</h3>
      {ownPay ? (
        <p data-testid="breakdown-pay-basis" className="text-xs text-slate-600 dark:text-slate-400">
          The load pays your carrier; you are paid {payWorkingText(result, profile)}.
        </p>
      ) : null}
      <dl>
        <Row id="linehaul" label="Linehaul rate" value={formatMoney(b.linehaulRate)} />
        <Row
          id="fsc"
          label={a.includeFsc ? 'FSC' : 'FSC (not counted)'}
          value={formatMoney(a.originalFsc)}
          muted={!a.includeFsc}
        />
        <Row id="revenue" label="Revenue" value={formatMoney(b.grossRevenue)} strong={!split} />
        {split ? <Row id="share" label={`${shareLabel(b.splitPercent)} (${formatNumber(b.splitPercent)}%)`} value={formatMoney(b.yourShare)} strong /> : null}
        {/* R-PAY-5: what the driver is paid for this load, above the costs. */}
        <Row id="your-pay" label="Your pay" value={formatMoney(b.yourShare)} strong />
      </dl>
      {b.factoringFee > 0 || b.dispatchFee > 0 ? (
        <>
          <h3 className="mt-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">Fees</h3>
          <dl>
            {b.factoringFee > 0 ? (
              <Row id="factoring" label={`Factoring (${formatNumber(extras.factoringPercent)}%)`} value={formatMoney(b.factoringFee)} />
            ) : null}
            {b.dispatchFee > 0 ? (
              <Row id="dispatch" label={`Dispatcher (${formatNumber(extras.dispatcherPercent)}%)`} value={formatMoney(b.dispatchFee)} />
            ) : null}
          </dl>
        </>
      ) : null}
      <h3 className="mt-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">Costs</h3>
      {deadhead ? (
        <p data-testid="breakdown-miles" className="text-xs text-slate-600 dark:text-slate-400">
          On {formatNumber(result.totalMiles)} mi: {formatNumber(Math.max(0, result.miles))} loaded + {formatNumber(result.deadheadMiles)} deadhead
        </p>
      ) : null}
      <dl>
        <Row
          id="fuel"
          label={a.includeFuel ? 'Fuel' : 'Fuel (not counted)'}
          value={formatMoney(a.originalFuelCost)}
          muted={!a.includeFuel}
        />
        <Row
          id="tolls"
          label={a.includeTolls ? 'Tolls' : 'Tolls (not counted)'}
          value={formatMoney(a.originalTolls)}
          muted={!a.includeTolls}
        />
        <Row id="variable" label="Variable costs" value={formatMoney(b.variableCosts)} />
        <Row id="fixed" label="Fixed costs" value={formatMoney(b.fixedCosts)} />
        <Row id="costs" label="Costs" value={formatMoney(b.totalCosts)} strong />
      </dl>
      <dl className="mt-3">
        <Row id="profit" label="Net profit" value={formatMoney(b.netProfit)} strong />
        {deadhead ? <Row id="all-in-rpm" label="All-in RPM (per total mile)" value={`${formatRpm(result.allInRpm)}/mi`} /> : null}
        <Row
          id="profit-per-day"
          label={`Profit per day (${formatDays(result.tripDays)}${result.tripDaysEntered ? '' : ' at ' + formatNumber(extras.milesPerDay) + ' mi/day'})`}
          value={formatMoney(result.profitPerDay)}
        />
      </dl>
      <h3 className="mt-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">Set-asides</h3>
      <dl>
        {keep.maintenanceReserve > 0 ? <Row id="reserve" label="Maintenance reserve" value={formatMoney(keep.maintenanceReserve)} /> : null}
        {keep.perDiemDeduction > 0 ? <Row id="per-diem" label="Per diem (lowers taxable profit)" value={formatMoney(keep.perDiemDeduction)} /> : null}
        <Row id="tax" label={`Tax set-aside (${formatNumber(setAsides.taxPercent)}%)`} value={formatMoney(keep.taxSetAside)} />
        <Row id="you-keep" label="You keep" value={formatMoney(keep.youKeep)} strong />
        <Row id="you-keep-per-day" label="You keep per day" value={formatMoney(keep.youKeepPerDay)} />
      </dl>
      {deadhead ? (
        <p data-testid="breakdown-verdict-basis" className="mt-2 text-xs text-slate-700 dark:text-slate-300">
          Verdict uses all-in figures: profit and RPM over loaded + deadhead miles.
        </p>
      ) : null}
      <dl className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        <Row id="fuel-price" label="Fuel price used" value={`${formatMoney(result.fuelPriceUsed)}/gal`} />
        <Row id="timestamp" label="Calculated" value={formatTimestamp(result.timestamp)} />
      </dl>
    </div>
  );
});

/** 'How is this calculated?': every formula of R-CALC with the driver's own numbers. */
export const Explanation = memo(function Explanation({ result, profile }: { result: CalculationResult; profile: CostProfile }) {
  const b = result.breakdown;
  const a = result.adjustments;
  const extras = profileExtras(profile);
  const deadhead = result.deadheadMiles > 0;
  const loadedMiles = `${formatNumber(Math.max(0, result.miles))} mi`;
  // Costs run on every mile driven: loaded + deadhead (the same as loaded when there is none).
  const miles = `${formatNumber(result.totalMiles)} mi`;
  const spread = formatNumber(extras.fixedCostSpreadMiles);
  const fees = b.factoringFee > 0 || b.dispatchFee > 0;
  const lines: { term: string; text: string }[] = [
    {
      term: 'Revenue',
      text: a.includeFsc
        ? `linehaul ${formatMoney(b.linehaulRate)} + FSC ${formatMoney(b.fsc)} = ${formatMoney(b.grossRevenue)}`
        : `linehaul ${formatMoney(b.linehaulRate)} (FSC not counted: the carrier keeps it) = ${formatMoney(b.grossRevenue)}`,
    },
  ];
  if (!payFollowsLinehaul({ type: result.payType })) {
    lines.push({ term: 'Your pay', text: `${payWorkingText(result, profile)} = ${formatMoney(b.yourShare)} (the linehaul and FSC go to your carrier)` });
  } else if (result.useSplit) {
    lines.push({
      term: shareLabel(b.splitPercent),
      text: `${formatMoney(b.grossRevenue)} × ${formatNumber(b.splitPercent)}% = ${formatMoney(b.yourShare)}`,
    });
  }
  if (fees) {
    lines.push({
      term: 'Fees',
      text: `${formatMoney(b.yourShare)} × (${formatNumber(extras.factoringPercent)}% factoring + ${formatNumber(extras.dispatcherPercent)}% dispatcher) = ${formatMoney(b.factoringFee)} + ${formatMoney(b.dispatchFee)}`,
    });
  }
  if (deadhead) {
    lines.push({
      term: 'Miles',
      text: `${loadedMiles} loaded + ${formatNumber(result.deadheadMiles)} mi deadhead = ${miles}; fuel, variable and fixed costs use all of them`,
    });
  }
  lines.push(
    {
      term: 'Fuel',
      text:
        `${miles} ÷ ${formatNumber(profile.averageMPG)} MPG × ${formatMoney(profile.fuelPricePerGallon)}/gal = ${formatMoney(a.originalFuelCost)}` +
        (a.includeFuel ? '' : ' (not counted)'),
    },
    { term: 'Tolls', text: `${formatMoney(a.originalTolls)}${a.includeTolls ? '' : ' (not counted)'}` },
    {
      term: 'Variable',
      text: `${formatMoney(profile.variableCostPerMile)}/mi × ${miles} = ${formatMoney(b.variableCosts)}`,
    },
    {
      term: 'Fixed',
      text: `${formatMoney(profile.dailyFixedCosts)}/day ÷ ${spread} mi × ${miles} = ${formatMoney(b.fixedCosts)} (fixed-cost spread: ${spread} mi, set in Edit Cost Assumptions)`,
    },
    { term: 'Costs', text: `fuel + tolls + variable + fixed = ${formatMoney(b.totalCosts)}` },
    {
      term: 'Profit',
      text: fees
        ? `${formatMoney(b.yourShare)} − fees ${formatMoney(b.factoringFee + b.dispatchFee)} − ${formatMoney(b.totalCosts)} = ${formatMoney(b.netProfit)}`
        : `${formatMoney(b.yourShare)} − ${formatMoney(b.totalCosts)} = ${formatMoney(b.netProfit)}`,
    },
    { term: grossRpmLabel(result.useSplit, result.payType), text: `${formatMoney(b.yourShare)} ÷ ${loadedMiles} = ${formatRpm(result.grossRpm)}` },
    { term: 'Net RPM', text: `${formatMoney(b.netProfit)} ÷ ${loadedMiles} = ${formatRpm(result.netRpm)}` },
  );
  if (deadhead) {
    lines.push({ term: 'All-in RPM', text: `${formatMoney(b.netProfit)} ÷ ${miles} = ${formatRpm(result.allInRpm)}` });
  }
  lines.push({
    term: 'Profit per day',
    text: result.tripDaysEntered
      ? `${formatMoney(b.netProfit)} ÷ ${formatDays(result.tripDays)} = ${formatMoney(result.profitPerDay)}`
      : `${formatMoney(b.netProfit)} ÷ (${miles} ÷ ${formatNumber(extras.milesPerDay)} mi/day = ${formatDays(result.tripDays)}) = ${formatMoney(result.profitPerDay)}`,
  });
  return (
    <div className="space-y-3 text-sm" data-testid="explanation">
      <dl className="space-y-1.5">
        {lines.map((l) => (
          <div key={l.term}>
            <dt className="inline font-semibold">{l.term} = </dt>
            <dd className="inline tabular-nums">{l.text}</dd>
          </div>
        ))}
      </dl>
      <p>
        {deadhead ? 'With deadhead the verdict judges all-in RPM in place of Net RPM. ' : null}
        <strong>Book it</strong> when Net RPM is at least {formatRpm(profile.goodRpm)} and profit at least{' '}
        {formatMoney(profile.goodProfit)}. Otherwise <strong>Pass</strong> when Net RPM is under {formatRpm(profile.fairRpm)} or
        profit under {formatMoney(profile.fairProfit)}. Otherwise <strong>Consider countering</strong>. Change these in Edit Cost
        Assumptions.
      </p>
      <p className="text-slate-600 dark:text-slate-400" data-testid="explanation-miles-source">
        Estimate miles: the straight line between the two places × {ROAD_FACTOR} road factor. Place data from GeoNames
        (geonames.org), CC BY 4.0.
      </p>
    </div>
  );
});
