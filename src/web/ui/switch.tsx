import { useId } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
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

/** On/off switch (role="switch") with a visible or visually hidden label. */
export function Switch({ label, checked, onCheckedChange, disabled, hideLabel, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={hideLabel ? label : undefined}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          // a 44 px tall touch area around the 28 px track
          "before:absolute before:-inset-x-1 before:-inset-y-2 before:content-['']",
          'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
          'data-[state=checked]:bg-blue-700 data-[state=unchecked]:bg-slate-400 disabled:opacity-50',
          'dark:data-[state=checked]:bg-blue-500 dark:data-[state=unchecked]:bg-slate-600',
        )}
      >
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </RadixSwitch.Root>
      {hideLabel ? null : (
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
      )}
    </div>
  );
}
