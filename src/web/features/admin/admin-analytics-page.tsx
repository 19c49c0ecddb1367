import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../ui/button';
import { ConversionFunnel } from './conversion-funnel';
import { DailyBreakdown } from './daily-breakdown';
import { formatDay } from './admin-format';
import { ReportSection } from './report-section';
import { TodayActivity } from './today-activity';
import { useAdminAccess } from './use-admin-access';
import { useAnalyticsReports } from './use-analytics-reports';
import { UserActivityTable } from './user-activity-table';

/**
 * /admin/analytics (docs/product-rules.md R-EVENT-4, R-ACCOUNT-5). Lazily loaded by the router, so
 * this page and its charts (recharts) never weigh on the calculator. Loading → admin check (GET
 * /api/me) → the three reports, each rendered (or failing) on its own.
 */
export default function AdminAnalyticsPage() {
  const { access, retry } = useAdminAccess();
  const { reports, reload } = useAnalyticsReports(access.status === 'admin');
  const today = reports.daily.status === 'ready' ? reports.daily.rows[0]?.date : undefined;

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Admin Analytics</h1>
          {access.status === 'admin' && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Signed in as {access.email}. Days are UTC days.
            </p>
          )}
        </div>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to App
        </Link>
      </header>

      {(access.status === 'checking' || access.status === 'redirecting') && (
        <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
          {access.status === 'checking' ? 'Checking access…' : 'Redirecting…'}
        </p>
      )}

      {access.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <p>Could not check your access: {access.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      )}

      {access.status === 'admin' && (
        <>
          <ReportSection
            title="Today's Activity"
            description={today ? `${formatDay(today)}, compared with yesterday` : undefined}
            state={reports.daily}
            onRetry={() => reload('daily')}
          >
            {(rows) => <TodayActivity rows={rows} />}
          </ReportSection>
          <ReportSection title="Conversion Funnel (Last 7 Days)" state={reports.funnel} onRetry={() => reload('funnel')}>
            {(rows) => <ConversionFunnel rows={rows} />}
          </ReportSection>
          <ReportSection title="User Activity" state={reports.users} onRetry={() => reload('users')}>
            {(rows) => <UserActivityTable rows={rows} />}
          </ReportSection>
          <ReportSection title="Daily Breakdown" description="Latest 14 days" state={reports.daily} onRetry={() => reload('daily')}>
            {(rows) => <DailyBreakdown rows={rows} />}
          </ReportSection>
        </>
      )}
    </main>
  );
}
