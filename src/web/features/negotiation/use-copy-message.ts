import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../ui/toast';

/** How long a 'Copy Message' button reads 'Copied!' (docs/product-rules.md R-NEG-6: 2 s). */
const COPIED_MS = 2000;
const COPIED_TOAST = 'Message copied! Paste into your broker chat.';
const COPY_FAILED_TOAST = 'Could not copy the message';
const COPY_FAILED_DETAIL = 'Your browser blocked the clipboard. Press and hold the message to select it and copy it by hand.';

/**
 * Copy text to the clipboard; remembers which message was copied for COPIED_MS so its button can
 * say 'Copied!'. A refused or missing clipboard gets an error toast, never a silent no-op.
 */
export function useCopyMessage() {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (id: string, text: string) => {
    try {
      // navigator.clipboard is missing on plain-http pages and in some in-app browsers.
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      notify.error(COPY_FAILED_TOAST, COPY_FAILED_DETAIL);
      return;
    }
    clearTimeout(timer.current);
    setCopiedId(id);
    notify.success(COPIED_TOAST);
    timer.current = setTimeout(() => setCopiedId(null), COPIED_MS);
  }, []);

  return { copiedId, copy };
}
