import { useId, type ReactNode } from 'react';
import { cn } from './cn';

interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  /** Group name: the fieldset's legend (getByRole('group', { name: legend })). */
  legend: string;
  hideLegend?: boolean;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  disabled?: boolean;
  className?: string;
}

/**
 * A row of mutually exclusive choices built on native radio inputs, so arrow keys move the
 * choice, the browser handles focus and getByRole('radio', { name: label }) finds each option.
 * Each option is a ≥ 44 px touch target.
 */
export function SegmentedControl<T extends string>({
  legend,
  hideLegend,
  value,
  onValueChange,
  options,
  disabled,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)} disabled={disabled}>
      <legend className={cn('mb-1 text-sm font-medium text-slate-800 dark:text-slate-200', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="flex rounded-xl border border-slate-300 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = option.value === value;
          return (
            <div key={option.value} className="relative flex flex-auto">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onValueChange(option.value)}
                // covers its label, invisible: taps land on the radio itself
                className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <label
                htmlFor={id}
                className={cn(
                  'flex min-h-11 flex-1 cursor-pointer select-none items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-center text-sm transition-colors',
                  'peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-blue-600',
                  'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                  // The chosen option is a filled pill (≥ 3:1 against the track, WCAG 1.4.11) in
                  // bold with white / near-black text; the others are plain text on the track.
                  checked
                    ? 'bg-blue-700 font-bold text-white shadow-sm dark:bg-blue-400 dark:text-slate-950'
                    : 'font-medium text-slate-800 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-700',
                )}
              >
                {option.icon}
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
