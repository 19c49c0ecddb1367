import { memo } from 'react';
import { formatMoney, formatRpm } from '../../../domain/format';
import { FIXED_COST_SPREAD_MILES, grossRpmLabel, shareLabel } from '../../../domain/profit';
import type { CalculationResult, CostProfile } from '../../../domain/schemas';
import { cn } from '../../ui/cn';
import { formatNumber, formatTimestamp } from './display';

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

/** 'Show breakdown': Revenue, Costs, profit, timestamp and fuel price used (spec §2). */
export const Breakdown = memo(function Breakdown({ result }: { result: CalculationResult }) {
  const b = result.breakdown;
  const a = result.adjustments;
  const split = b.splitPercent < 100;
  return (
    <div className="text-sm" data-testid="breakdown">
      <h3 className="mt-1 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">Revenue</h3>
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
      </dl>
      <h3 className="mt-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">Costs</h3>
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
      </dl>
      <dl className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        <Row id="fuel-price" label="Fuel price used" value={`${formatMoney(result.fuelPriceUsed)}/gal`} />
        <Row id="timestamp" label="Calculated" value={formatTimestamp(result.timestamp)} />
      </dl>
    </div>
  );
});

/** 'How is this calculated?': every formula of spec §9 with the driver's own numbers. */
export const Explanation = memo(function Explanation({ result, profile }: { result: CalculationResult; profile: CostProfile }) {
  const b = result.breakdown;
  const a = result.adjustments;
  const miles = `${formatNumber(Math.max(0, result.miles))} mi`;
  const lines: { term: string; text: string }[] = [
    {
      term: 'Revenue',
      text: a.includeFsc
        ? `linehaul ${formatMoney(b.linehaulRate)} + FSC ${formatMoney(b.fsc)} = ${formatMoney(b.grossRevenue)}`
        : `linehaul ${formatMoney(b.linehaulRate)} (FSC not counted: the carrier keeps it) = ${formatMoney(b.grossRevenue)}`,
    },
  ];
  if (result.useSplit) {
    lines.push({
      term: shareLabel(b.splitPercent),
      text: `${formatMoney(b.grossRevenue)} × ${formatNumber(b.splitPercent)}% = ${formatMoney(b.yourShare)}`,
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
      text: `${formatMoney(profile.dailyFixedCosts)}/day ÷ ${formatNumber(FIXED_COST_SPREAD_MILES)} mi × ${miles} = ${formatMoney(b.fixedCosts)} (assumes ${formatNumber(FIXED_COST_SPREAD_MILES)} miles a week)`,
    },
    { term: 'Costs', text: `fuel + tolls + variable + fixed = ${formatMoney(b.totalCosts)}` },
    { term: 'Profit', text: `${formatMoney(b.yourShare)} − ${formatMoney(b.totalCosts)} = ${formatMoney(b.netProfit)}` },
    { term: grossRpmLabel(result.useSplit), text: `${formatMoney(b.yourShare)} ÷ ${miles} = ${formatRpm(result.grossRpm)}` },
    { term: 'Net RPM', text: `${formatMoney(b.netProfit)} ÷ ${miles} = ${formatRpm(result.netRpm)}` },
  );
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
        <strong>Book it</strong> when Net RPM is at least {formatRpm(profile.goodRpm)} and profit at least{' '}
        {formatMoney(profile.goodProfit)}. Otherwise <strong>Pass</strong> when Net RPM is under {formatRpm(profile.fairRpm)} or
        profit under {formatMoney(profile.fairProfit)}. Otherwise <strong>Consider countering</strong>. Change these in Edit Cost
        Assumptions.
      </p>
    </div>
  );
});
