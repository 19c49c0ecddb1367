import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';

export interface CollapsibleProps {
  /** Text of the trigger button (getByRole('button', { name: label })). */
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A disclosure: a button with aria-expanded that shows or hides its content (rendered only while
 * open). Plain React rather than a library's: nothing to measure on mount, so the first paint of
 * '/' pays no forced layout for the two closed ones under the result (docs/decisions/004).
 */
export function Collapsible({ label, children, defaultOpen = false, className }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className={className} data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-2 text-left text-sm font-semibold text-blue-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:bg-slate-800"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={contentId} hidden={!open} className="px-2 pb-2 pt-1">
        {open ? children : null}
      </div>
    </div>
  );
}
