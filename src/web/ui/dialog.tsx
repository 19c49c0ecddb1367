import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from './cn';
import { useReturnFocus } from './use-return-focus';
import { isToastEvent } from './toast';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name (getByRole('dialog', { name: title })). */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for confirmations (Clear all). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** Centred modal dialog; focus trapped while open and returned to the trigger on close. */
export function Dialog({ open, onOpenChange, title, description, children, footer, role = 'dialog', className }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          role={role}
          onInteractOutside={(event) => {
            if (isToastEvent(event)) event.preventDefault();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100',
            className,
          )}
        >
          <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm text-slate-600 dark:text-slate-300">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-700">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
