import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Visible label and accessible name (getByLabel / getByRole('combobox', { name })). */
  label: string;
  options: readonly { value: string; label: string }[];
  hideLabel?: boolean;
  containerClassName?: string;
}

/** Native select (best on phones: the OS picker), labelled. */
export function SelectField({ label, options, hideLabel, id, className, containerClassName, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1', containerClassName)}>
      <label htmlFor={selectId} className={cn('text-sm font-medium text-slate-800 dark:text-slate-200', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={selectId}
        className={cn(
          'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
          'focus:outline focus:outline-2 focus:outline-offset-1 focus:outline-blue-600',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
