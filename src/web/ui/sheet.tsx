import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useReturnFocus } from './use-return-focus';
import { isToastEvent } from './toast';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog title: its accessible name (getByRole('dialog', { name: title })). */
  title: string;
  description?: ReactNode;
  /** 'bottom' slides up from the bottom (phone first); 'right' is a side sheet. */
  side?: 'bottom' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  /** Label of the close (×) button. */
  closeLabel?: string;
  className?: string;
}

/**
 * Modal sheet on Radix Dialog: focus is trapped inside while open and returns to the trigger
 * when closed; Escape closes it. Bottom sheet on phones, capped width on larger screens.
 */
export function Sheet({ open, onOpenChange, title, description, side = 'bottom', children, footer, closeLabel = 'Close', className }: SheetProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(event) => {
            if (isToastEvent(event)) event.preventDefault();
          }}
          className={cn(
            'fixed z-50 flex flex-col bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100',
            side === 'bottom'
              ? 'inset-x-0 bottom-0 mx-auto max-h-[92dvh] w-full max-w-2xl rounded-t-2xl'
              : 'inset-y-0 right-0 h-full w-full max-w-md',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-slate-600 dark:text-slate-300">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-700">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
