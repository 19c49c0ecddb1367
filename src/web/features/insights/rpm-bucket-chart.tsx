import { memo, useId } from 'react';
import { formatPercent } from '../../../domain/format';
import type { RpmRange } from '../../../domain/insights';

/** '1.5-2' → '$1.50–2.00/mi', '2.5+' → '$2.50+/mi', '0-1' → 'Under $1.00/mi'. */
function bucketLabel(range: string): string {
  if (range.endsWith('+')) return `$${Number(range.slice(0, -1)).toFixed(2)}+/mi`;
  const [lo, hi] = range.split('-').map(Number);
  if (lo === 0) return `Under $${hi!.toFixed(2)}/mi`;
  return `$${lo!.toFixed(2)}–${hi!.toFixed(2)}/mi`;
}

/**
 * Booking rate per net-RPM bucket as plain HTML bars (no chart library on this route). Every
 * bar carries its numbers as text; the bars themselves are decoration for sighted readers.
 */
export const RpmBucketChart = memo(function RpmBucketChart({ ranges }: { ranges: readonly RpmRange[] }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">Booking rate by net RPM</figcaption>
      <ul className="flex flex-col gap-2" data-testid="rpm-buckets">
        {ranges.map((r) => {
          const empty = r.totalLoads === 0;
          return (
            <li key={r.range} data-testid="rpm-bucket" className="flex flex-col gap-1 text-sm">
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-medium tabular-nums">{bucketLabel(r.range)}</span>
                <span className="text-xs tabular-nums text-slate-700 dark:text-slate-300">
                  {empty ? 'No loads' : `${formatPercent(r.acceptanceRate)} · ${r.bookedCount} of ${r.totalLoads} booked`}
                </span>
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span
                  className="block h-full rounded-full bg-blue-700 dark:bg-blue-400"
                  style={{ width: `${Math.min(100, Math.max(0, r.acceptanceRate))}%` }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
});
