import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Controlled Radix dialogs opened without a Radix Trigger do not know where focus came from.
 * Remember the element that had focus when `open` became true and give it focus back on close
 * (pass the returned handler to Content's onCloseAutoFocus).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
