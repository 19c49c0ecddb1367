/** 'Auto-filled from image' (spec §2): shown by the calculator for 5 s after an image fill. */
export function AutoFilledBadge({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900/60 dark:text-blue-100"
    >
      Auto-filled from image
    </span>
  );
}
