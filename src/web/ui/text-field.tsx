import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label; also the accessible name (getByLabel finds the input by it). */
  label: ReactNode;
  /** Shown under the input in red and announced; marks the input invalid. */
  error?: string;
  /** Helper text under the input. */
  hint?: ReactNode;
  /** Something to show at the end of the label row (e.g. an include toggle). */
  labelAside?: ReactNode;
  containerClassName?: string;
}

/** Labelled text input with error and hint wired to aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, labelAside, id, className, containerClassName, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', containerClassName)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
          'focus:outline focus:outline-2 focus:outline-offset-1 focus:outline-blue-600',
          'disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-100',
          'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:read-only:bg-slate-800',
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
