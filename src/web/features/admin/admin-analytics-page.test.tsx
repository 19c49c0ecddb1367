import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyAnalyticsRow, FunnelRow, UserActivityRow } from '../../../domain/schemas';
import { notify } from '../../ui/toast';
import AdminAnalyticsPage from './admin-analytics-page';

vi.mock('../../ui/toast', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), withAction: vi.fn() },
}));

beforeAll(() => {
  // recharts' ResponsiveContainer observes its size; jsdom has no ResizeObserver (and no layout).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// --- fixtures: a fortnight ending 2025-06-18 (a Wednesday) ---------------------------------
const day = (offset: number) => new Date(Date.UTC(2025, 5, 18 - offset)).toISOString().slice(0, 10);
const dailyRow = (offset: number, over: Partial<DailyAnalyticsRow> = {}): DailyAnalyticsRow => ({
  date: day(offset),
  unique_sessions: 20 + offset,
  sessions: 18 + offset,
  calculations: 30 + offset,
  decisions_logged: 10 + offset,
  ocr_uploads: 4,
  negotiations: 6,
  ...over,
});
const DAILY: DailyAnalyticsRow[] = [
  // today: 12 vs 10 unique sessions (+20 %), 9 vs 12 calculations (−25 %), decisions 4 vs 0, OCR 3 vs 3
  dailyRow(0, { unique_sessions: 12, sessions: 11, calculations: 9, decisions_logged: 4, ocr_uploads: 3, negotiations: 2 }),
  dailyRow(1, { unique_sessions: 10, sessions: 10, calculations: 12, decisions_logged: 0, ocr_uploads: 3, negotiations: 1 }),
  ...Array.from({ length: 12 }, (_, i) => dailyRow(i + 2)),
];
const FUNNEL: FunnelRow[] = Array.from({ length: 7 }, (_, i) => ({
  session_date: day(i),
  total_sessions: 40 - i,
  calculation_rate: i === 0 ? 66.7 : 70,
  decision_rate: i === 0 ? 33.3 : 25.5,
  ocr_usage_rate: i === 0 ? 8.3 : 0,
}));
const USERS: UserActivityRow[] = [
  { user_id: 'u1', email: 'maria@example.com', role: 'user', total_loads: 30, total_sessions: 12, avg_rpm: 1.456, last_load_date: '2025-06-18T10:00:00.000Z' },
  { user_id: 'u2', email: 'admin@example.com', role: 'admin', total_loads: 3, total_sessions: 40, avg_rpm: 2.1, last_load_date: '2025-06-10T08:00:00.000Z' },
  { user_id: 'u3', email: 'carl@example.com', role: 'user', total_loads: 8, total_sessions: 2, avg_rpm: -0.35, last_load_date: '2025-06-12T08:00:00.000Z' },
  { user_id: 'u4', email: 'new@example.com', role: 'user', total_loads: 0, total_sessions: 1, avg_rpm: null, last_load_date: null },
];

type Reply = { status: number; body: unknown };
const json = (status: number, body: unknown): Reply => ({ status, body });
let replies: Record<string, () => Reply>;
let requested: string[];

beforeEach(() => {
  requested = [];
  replies = {
    '/api/me': () => json(200, { user: { id: 'u2', email: 'admin@example.com' }, roles: ['admin'] }),
    '/api/admin/analytics/daily': () => json(200, { rows: DAILY }),
    '/api/admin/analytics/funnel': () => json(200, { rows: FUNNEL }),
    '/api/admin/analytics/users': () => json(200, { rows: USERS }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      const reply = replies[url]?.() ?? json(404, { error: 'not_found', message: 'Not found.' });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Render the page and wait for the admin check to pass (the sections then exist). */
async function renderAsAdmin() {
  renderPage();
  await screen.findByText(/^Signed in as /);
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/admin/analytics', element: <AdminAnalyticsPage /> },
      { path: '/', element: <p>Calculator home</p> },
      { path: '/auth', element: <p>Sign in page</p> },
    ],
    { initialEntries: ['/admin/analytics'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (label: string) => within(section("Today's Activity")).getByRole('listitem', { name: label });

describe('AdminAnalyticsPage for an admin', () => {
  it('checks access first, then shows the four sections', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking access…');
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/');

    await screen.findByText('Signed in as admin@example.com. Days are UTC days.');
    await waitFor(() => expect(within(section("Today's Activity")).getAllByRole('listitem')).toHaveLength(4));
    for (const name of ['Conversion Funnel (Last 7 Days)', 'User Activity', 'Daily Breakdown']) {
      expect(await within(section(name)).findByRole('table')).toBeInTheDocument();
    }
    expect(requested[0]).toBe('/api/me');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows today against yesterday with arrow and percentage, or no data yesterday', async () => {
    renderPage();
    await screen.findByText('Wed, Jun 18, compared with yesterday');
    expect(within(card('Unique sessions')).getByTestId('today-unique_sessions')).toHaveTextContent('12');
    expect(within(card('Unique sessions')).getByTestId('change-unique_sessions')).toHaveTextContent('Up 20.0% vs yesterday (10)');
    expect(within(card('Calculations')).getByTestId('change-calculations')).toHaveTextContent('Down 25.0% vs yesterday (12)');
    expect(within(card('Decisions logged')).getByTestId('today-decisions_logged')).toHaveTextContent('4');
    expect(within(card('Decisions logged')).getByTestId('change-decisions_logged')).toHaveTextContent('no data yesterday');
    expect(within(card('OCR uploads')).getByTestId('change-ocr_uploads')).toHaveTextContent('No change, 0.0% vs yesterday (3)');
  });

  it('lists the funnel for 7 days and the daily breakdown for 14, newest first, with labelled charts', async () => {
    await renderAsAdmin();
    const funnel = await within(section('Conversion Funnel (Last 7 Days)')).findByRole('table');
    const funnelRows = within(funnel).getAllByRole('row').slice(1);
    expect(funnelRows).toHaveLength(7);
    expect(funnelRows[0]).toHaveTextContent(/Wed, Jun 18\s*40\s*66\.7%\s*33\.3%\s*8\.3%/);
    expect(within(funnel).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Day', 'Total sessions', '% calculated', '% logged a decision', '% used OCR',
    ]);
    expect(within(section('Conversion Funnel (Last 7 Days)')).getByRole('figure')).toHaveAccessibleName(/share of each day's sessions/);

    const daily = within(section('Daily Breakdown')).getByRole('table');
    const dailyRows = within(daily).getAllByRole('row').slice(1);
    expect(dailyRows).toHaveLength(14);
    expect(dailyRows[0]).toHaveTextContent(/Wed, Jun 18\s*11\s*12\s*9\s*4\s*3\s*2/);
    expect(dailyRows[13]).toHaveTextContent(/Thu, Jun 5/);
    expect(within(section('Daily Breakdown')).getByRole('figure')).toHaveAccessibleName(/sessions and decisions logged per day/);
    expect(daily.querySelector('caption')).toHaveTextContent('Daily breakdown, latest 14 days (UTC), newest first');
    expect(within(daily).getAllByRole('columnheader')[1]).toHaveAttribute('scope', 'col');
  });

  it('shows users with an Admin badge, the average RPM only above 0, and the last active date', async () => {
    await renderAsAdmin();
    const table = await within(section('User Activity')).findByRole('table');
    const row = (email: string) => within(table).getByRole('row', { name: new RegExp(email) });
    expect(within(row('admin@example.com')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('maria@example.com')).queryByText('Admin')).toBeNull();
    expect(row('maria@example.com')).toHaveTextContent(/maria@example\.com\s*30\s*12\s*\$1\.46\s*Jun 18, 2025/);
    expect(row('carl@example.com')).not.toHaveTextContent('$');
    expect(row('carl@example.com')).toHaveTextContent(/—none/);
    expect(row('new@example.com')).toHaveTextContent(/—none\s*—never/);
  });

  it('sorts the user table by any column and says so with aria-sort', async () => {
    const user = userEvent.setup();
    await renderAsAdmin();
    const table = await within(section('User Activity')).findByRole('table');
    const emails = () => within(table).getAllByRole('rowheader').map((h) => h.textContent?.replace('Admin', ''));
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) });

    // The server's order: most recently active first, never-active last.
    expect(header('Last active')).toHaveAttribute('aria-sort', 'descending');
    expect(emails()).toEqual(['maria@example.com', 'carl@example.com', 'admin@example.com', 'new@example.com']);

    await user.click(within(header('Total sessions')).getByRole('button'));
    expect(header('Total sessions')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Last active')).toHaveAttribute('aria-sort', 'none');
    expect(emails()).toEqual(['admin@example.com', 'maria@example.com', 'carl@example.com', 'new@example.com']);

    await user.click(within(header('Total sessions')).getByRole('button'));
    expect(header('Total sessions')).toHaveAttribute('aria-sort', 'ascending');
    expect(emails()).toEqual(['new@example.com', 'carl@example.com', 'maria@example.com', 'admin@example.com']);

    await user.click(within(header('Email')).getByRole('button'));
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(emails()).toEqual(['admin@example.com', 'carl@example.com', 'maria@example.com', 'new@example.com']);

    // Average RPM: a value of 0 or below is not shown, so it sorts with the empty ones, last.
    await user.click(within(header('Avg RPM')).getByRole('button'));
    expect(emails()).toEqual(['admin@example.com', 'maria@example.com', 'carl@example.com', 'new@example.com']);
    await user.click(within(header('Avg RPM')).getByRole('button'));
    expect(emails()).toEqual(['maria@example.com', 'admin@example.com', 'carl@example.com', 'new@example.com']);
  });
});

describe('AdminAnalyticsPage when a report fails', () => {
  it('toasts Error loading analytics with the message, logs it, and still renders the other reports', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    replies['/api/admin/analytics/funnel'] = () => json(500, { error: 'internal', message: 'Something went wrong on our side.' });
    await renderAsAdmin();

    expect(await within(section('Conversion Funnel (Last 7 Days)')).findByText(/Could not load this report/)).toHaveTextContent(
      'Could not load this report: Something went wrong on our side.',
    );
    expect(notify.error).toHaveBeenCalledWith('Error loading analytics', 'Something went wrong on our side.');
    expect(consoleError).toHaveBeenCalledWith('LoadMath: error loading analytics (funnel)', expect.any(Error));
    expect(within(section('Conversion Funnel (Last 7 Days)')).queryByRole('table')).toBeNull();
    expect(within(section("Today's Activity")).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('User Activity')).getByRole('table')).toBeInTheDocument();
    expect(within(section('Daily Breakdown')).getByRole('table')).toBeInTheDocument();

    // Try again reloads just that report.
    replies['/api/admin/analytics/funnel'] = () => json(200, { rows: FUNNEL });
    await userEvent.click(within(section('Conversion Funnel (Last 7 Days)')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Conversion Funnel (Last 7 Days)')).findByRole('table')).toBeInTheDocument();
    expect(requested.filter((u) => u.endsWith('/daily'))).toHaveLength(1);
  });

  it('announces one toast per distinct message when several reports fail alike, and refuses malformed rows', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = () => json(503, { error: 'database_unavailable', message: 'The database is not reachable right now. Please try again shortly.' });
    replies['/api/admin/analytics/daily'] = down;
    replies['/api/admin/analytics/users'] = down;
    replies['/api/admin/analytics/funnel'] = () => json(200, { rows: [{ session_date: 'yesterday' }] });
    renderPage();

    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(3));
    const calls = vi.mocked(notify.error).mock.calls;
    expect(calls).toHaveLength(2); // the 503 of two reports is announced once
    expect(calls).toEqual(
      expect.arrayContaining([
        ['Error loading analytics', 'The database is not reachable right now. Please try again shortly.'],
        ['Error loading analytics', 'Unexpected answer from GET /api/admin/analytics/funnel.'],
      ]),
    );
    expect(screen.getAllByText(/Could not load this report/)).toHaveLength(4); // Today's Activity and Daily Breakdown share a report
  });
});

describe('AdminAnalyticsPage access', () => {
  it('sends a signed-out visitor to /auth', async () => {
    replies['/api/me'] = () => json(401, { error: 'unauthorized', message: 'Please sign in first.' });
    const router = renderPage();
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(notify.error).not.toHaveBeenCalled();
    expect(requested).toEqual(['/api/me']);
  });

  it('sends a signed-in non-admin to / with the Access Denied toast, without asking for any report', async () => {
    replies['/api/me'] = () => json(200, { user: { id: 'u1', email: 'maria@example.com' }, roles: [] });
    const router = renderPage();
    expect(await screen.findByText('Calculator home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(notify.error).toHaveBeenCalledWith('Access Denied', "You don't have permission to view analytics");
    expect(requested).toEqual(['/api/me']);
  });

  it('says so, toasts and offers a retry when the check cannot be made', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    replies['/api/me'] = () =>
      fail
        ? json(503, { error: 'database_unavailable', message: 'The database is not reachable right now. Please try again shortly.' })
        : json(200, { user: { id: 'u2', email: 'admin@example.com' }, roles: ['admin'] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check your access: The database is not reachable right now.');
    expect(notify.error).toHaveBeenCalledWith('Error loading analytics', 'The database is not reachable right now. Please try again shortly.');
    expect(consoleError).toHaveBeenCalled();
    fail = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('Signed in as admin@example.com. Days are UTC days.')).toBeInTheDocument();
  });
});
