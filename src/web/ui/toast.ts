import { toast } from 'sonner';

/**
 * The app's one toast system (sonner; at most 3 visible, 4 s by default — see app.tsx).
 * Titles and descriptions are the spec's copy, passed verbatim.
 */
/**
 * True when a pointer or focus event outside a modal came from a toast: sheets and dialogs
 * ignore it instead of closing, so a toast's action (Undo) works while they are open.
 */
export function isToastEvent(event: { target: EventTarget | null }): boolean {
  return event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null;
}

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
  warning: (title: string, description?: string) => toast.warning(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  withAction: (title: string, description: string | undefined, action: { label: string; onClick: () => void }) =>
    toast(title, { description, action }),
};
