import { useId } from 'react';
import { cn } from './cn';

export interface SwitchProps {
  /** Accessible name; shown as text unless `hideLabel`. getByRole('switch', { name }) finds it. */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/**
 * On/off switch: a button with role="switch" and aria-checked (WAI-ARIA APG 'Switch' pattern), with
 * a visible or visually hidden label. Space and Enter toggle it, as any button; the label toggles
 * it too. Our own rather than Radix's: Radix's switch measures itself after mounting (a ref that
 * sets state, to decide whether a hidden form input is needed) and so re-rendered every switch of
 * the calculator synchronously right after the pre-rendered page hydrated (docs/decisions/004); we never
 * submit a form natively, so the button is all there is to it.
 */
export function Switch({ label, checked, onCheckedChange, disabled, hideLabel, className }: SwitchProps) {
  const id = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        disabled={disabled}
        aria-label={hideLabel ? label : undefined}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          // a 44 px tall touch area around the 28 px track
          "before:absolute before:-inset-x-1 before:-inset-y-2 before:content-['']",
          'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
          'data-[state=checked]:bg-blue-700 data-[state=unchecked]:bg-slate-400 disabled:opacity-50',
          'dark:data-[state=checked]:bg-blue-500 dark:data-[state=unchecked]:bg-slate-600',
        )}
      >
        <span
          data-state={state}
          className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6"
        />
      </button>
      {hideLabel ? null : (
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
      )}
    </div>
  );
}
