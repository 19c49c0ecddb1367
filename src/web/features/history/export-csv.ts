import { EXPORT_MESSAGES, csvFileName, toCsv } from '../../../domain/csv';
import type { LoadDecision } from '../../../domain/schemas';
import { notify } from '../../ui/toast';

/**
 * Save text as a file on the device: a Blob, an object URL and a temporary <a download>.
 * Nothing leaves the browser (docs/product-rules.md R-CSV-1: a local file download, no network call).
 */
function downloadTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start the download before the URL goes away.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * 'Export CSV' (R-CSV-1, R-CSV-4): refused with a toast when the history is empty; otherwise the
 * domain's CSV (header + one row per entry, newest first) downloaded as history-<timestamp>.csv.
 * A byte-order mark goes first so Excel reads accented city names as UTF-8.
 * Returns the number of rows exported (0 when refused or failed).
 */
export function exportHistoryCsv(
  history: readonly LoadDecision[],
  now: Date = new Date(),
  download: (text: string, fileName: string) => void = downloadTextFile,
): number {
  if (history.length === 0) {
    notify.info(EXPORT_MESSAGES.empty.title, EXPORT_MESSAGES.empty.description);
    return 0;
  }
  try {
    download(`\uFEFF${toCsv(history)}`, csvFileName(now));
  } catch (error) {
    const failed = EXPORT_MESSAGES.failed(error instanceof Error ? error.message : undefined);
    notify.error(failed.title, failed.description);
    return 0;
  }
  const ok = EXPORT_MESSAGES.success(history.length);
  notify.success(ok.title, ok.description);
  return history.length;
}
