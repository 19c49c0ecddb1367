import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../ui/toast';
import { fetchReport, REPORT_NAMES, type ReportName, type Reports } from './admin-api';
import { ANALYTICS_ERROR_TITLE } from './use-admin-access';

export type ReportState<T> =
  | { status: 'loading' }
  | { status: 'ready'; rows: T }
  | { status: 'error'; message: string };

export type ReportsState = { [N in ReportName]: ReportState<Reports[N]> };

const LOADING: ReportsState = { daily: { status: 'loading' }, funnel: { status: 'loading' }, users: { status: 'loading' } };

/**
 * Loads the three reports in parallel once `enabled` (after the admin check). Each one renders
 * on its own: a failing report shows the toast 'Error loading analytics' with its message
 * (docs/product-rules.md R-EVENT-4; one toast per distinct message, so a database outage is not announced three times), is
 * logged, and can be reloaded alone; the others still render.
 */
export function useAnalyticsReports(enabled: boolean): { reports: ReportsState; reload: (name: ReportName) => void } {
  const [reports, setReports] = useState<ReportsState>(LOADING);
  const controllers = useRef(new Set<AbortController>());

  const load = useCallback((names: readonly ReportName[]) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    const announced = new Set<string>();
    const settled = names.map(async (name) => {
      try {
        const rows = await fetchReport(name, controller.signal);
        if (controller.signal.aborted) return;
        setReports((prev) => ({ ...prev, [name]: { status: 'ready', rows } }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`LoadMath: error loading analytics (${name})`, error);
        if (!announced.has(message)) {
          announced.add(message);
          notify.error(ANALYTICS_ERROR_TITLE, message);
        }
        setReports((prev) => ({ ...prev, [name]: { status: 'error', message } }));
      }
    });
    void Promise.all(settled).finally(() => controllers.current.delete(controller));
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const active = controllers.current;
    load(REPORT_NAMES);
    return () => {
      for (const c of active) c.abort();
      active.clear();
    };
  }, [enabled, load]);

  const reload = useCallback(
    (name: ReportName) => {
      setReports((prev) => ({ ...prev, [name]: { status: 'loading' } }));
      load([name]);
    },
    [load],
  );
  return { reports, reload };
}
