import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { DEMO_PASSWORD, DEMO_USERS, planDemoData, type DemoPlan } from '../../src/server/demo/demo-plan';

/*
 * The admin dashboard against the real server, over the demo data that scripts/e2e-server.mjs
 * seeds before the server starts (SEED_DEMO, default seed 1). The figures the page must show are
 * computed here from the seed's own plan — the planned events and loads, counted in TypeScript —
 * not from the SQL reports, so a wrong report function fails this test.
 *
 * The browser's own analytics events are answered here and never reach the server, so visiting
 * pages in these tests does not change the figures being checked. Specs that run earlier on the
 * same server (accounts.spec.ts sorts first) do post events today, with their own session ids:
 * days before today are always checked exactly; today exactly when no other session was seen
 * (this spec alone), otherwise as lower bounds, with the change line checked against the
 * figure shown.
 */

const SEED = Number(process.env.SEED_DEMO ?? '1');
const ADMIN = DEMO_USERS.find((u) => u.admin)!;
const DRIVER = DEMO_USERS.find((u) => !u.admin && u.logsDecisions)!;
const SCREENSHOT_DIR = 'artifacts/screenshots';

// ---------------------------------------------------------------------------------------------
// Expected figures, from the plan
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const isoDay = (t: number | Date) => new Date(t).toISOString().slice(0, 10);
const utc = (opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...opts, timeZone: 'UTC' });
const dayLabel = (iso: string) => utc({ weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));
const dateLabel = (t: Date) => utc({ year: 'numeric', month: 'short', day: 'numeric' }).format(t);
const grouped = (n: number) => n.toLocaleString('en-US');
/** Half away from zero to one decimal, as text. */
const oneDecimal = (v: number) => (Math.sign(v) * Math.round(Math.abs(v) * 10 + 1e-9)) / 10;

interface DayFigures {
  date: string;
  uniqueSessions: number;
  sessions: number;
  calculations: number;
  decisions: number;
  ocr: number;
  negotiations: number;
  /** Funnel: of the day's distinct sessions, how many calculated / logged / used OCR. */
  calculated: number;
  decided: number;
  usedOcr: number;
}

function figuresByDay(plan: DemoPlan): DayFigures[] {
  const today = Date.UTC(plan.now.getUTCFullYear(), plan.now.getUTCMonth(), plan.now.getUTCDate());
  return Array.from({ length: 14 }, (_, offset) => {
    const date = isoDay(today - offset * DAY_MS);
    const events = plan.events.filter((e) => isoDay(e.created_at) === date);
    const count = (name: string) => events.filter((e) => e.event_name === name).length;
    const bySession = new Map<string, Set<string>>();
    for (const e of events) bySession.set(e.session_id, (bySession.get(e.session_id) ?? new Set()).add(e.event_name));
    const sessionsWith = (name: string) => [...bySession.values()].filter((names) => names.has(name)).length;
    return {
      date,
      uniqueSessions: bySession.size,
      sessions: count('session_start'),
      calculations: count('calculation_submitted'),
      decisions: count('decision_logged'),
      ocr: count('screenshot_uploaded'),
      negotiations: count('negotiation_opened'),
      calculated: sessionsWith('calculation_submitted'),
      decided: sessionsWith('decision_logged'),
      usedOcr: sessionsWith('screenshot_uploaded'),
    };
  });
}

function changeText(today: number, yesterday: number): string {
  if (yesterday === 0) return 'no data yesterday';
  const change = oneDecimal(((today - yesterday) / yesterday) * 100);
  const word = change > 0 ? 'Up' : change < 0 ? 'Down' : 'No change,';
  return `${word} ${Math.abs(change).toFixed(1)}% vs yesterday (${grouped(yesterday)})`;
}

const rate = (part: number, whole: number) => `${whole > 0 ? oneDecimal((100 * part) / whole).toFixed(1) : '0.0'}%`;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Keep this spec's own page visits out of the analytics it checks. */
async function muteAnalytics(context: BrowserContext) {
  await context.route('**/api/events', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: '{"ok":true}' }));
}

/** Sign in by calling the API with the page's cookie jar (no clicking through the form). */
async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    // Same-origin, as the browser's own form would send it (the server refuses cross-site calls).
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const bodyRows = (table: Locator) => table.locator('tbody tr');

test.beforeEach(async ({ context }) => {
  await muteAnalytics(context);
});

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

test('an admin sees the four sections with the figures the seed implies', async ({ page }) => {
  const plan = planDemoData({ seed: SEED, now: new Date() });
  const days = figuresByDay(plan);
  const [today, yesterday] = days;

  await signIn(page, ADMIN.email);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Analytics' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.email}.`)).toBeVisible();

  // Today's Activity
  const activity = section(page, "Today's Activity");
  await expect(activity.getByText(`${dayLabel(today!.date)}, compared with yesterday`)).toBeVisible();
  const cards: [string, keyof DayFigures][] = [
    ['Unique sessions', 'uniqueSessions'],
    ['Calculations', 'calculations'],
    ['Decisions logged', 'decisions'],
    ['OCR uploads', 'ocr'],
  ];
  const shown = async (locator: Locator) => Number((await locator.textContent())!.replace(/,/g, ''));
  const uniqueCard = activity.getByRole('listitem', { name: 'Unique sessions' });
  await expect(uniqueCard.locator('p').nth(1)).toHaveText(/^[\d,]+$/);
  const otherSessionsToday = (await shown(uniqueCard.locator('p').nth(1))) - today!.uniqueSessions;
  expect(otherSessionsToday, 'sessions today beyond the seed (from earlier specs)').toBeGreaterThanOrEqual(0);
  const exactToday = otherSessionsToday === 0;
  if (!exactToday) {
    test.info().annotations.push({ type: 'note', description: `${otherSessionsToday} sessions today from other specs: today's figures checked as lower bounds` });
  }
  for (const [label, key] of cards) {
    const card = activity.getByRole('listitem', { name: label });
    const t = today![key] as number;
    const y = yesterday![key] as number;
    if (exactToday) {
      await expect(card.locator('p').nth(1)).toHaveText(grouped(t));
      await expect(card.locator('p').nth(2)).toHaveText(changeText(t, y));
    } else {
      const value = await shown(card.locator('p').nth(1));
      expect(value).toBeGreaterThanOrEqual(t);
      await expect(card.locator('p').nth(2)).toHaveText(changeText(value, y));
    }
  }

  // Conversion Funnel (Last 7 Days): chart and table
  const funnel = section(page, 'Conversion Funnel (Last 7 Days)');
  await expect(funnel.getByRole('figure')).toBeVisible();
  await expect(funnel.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const funnelRows = bodyRows(funnel.getByRole('table'));
  await expect(funnelRows).toHaveCount(7);
  for (const [i, d] of days.slice(0, 7).entries()) {
    if (i === 0 && !exactToday) {
      await expect(funnelRows.nth(0).locator('th')).toHaveText(dayLabel(d.date));
      expect(await shown(funnelRows.nth(0).locator('td').first())).toBe(d.uniqueSessions + otherSessionsToday);
      continue;
    }
    await expect(funnelRows.nth(i).locator('th, td')).toHaveText([
      dayLabel(d.date),
      grouped(d.uniqueSessions),
      rate(d.calculated, d.uniqueSessions),
      rate(d.decided, d.uniqueSessions),
      rate(d.usedOcr, d.uniqueSessions),
    ]);
  }

  // User Activity: one row per demo account
  const users = section(page, 'User Activity').getByRole('table');
  for (const [index, spec] of DEMO_USERS.entries()) {
    const loads = plan.loads.filter((l) => l.userIndex === index);
    const sessions = new Set(plan.events.filter((e) => e.userIndex === index).map((e) => e.session_id));
    const avg = loads.length ? loads.reduce((s, l) => s + l.rpm, 0) / loads.length : 0;
    const last = loads.length ? new Date(Math.max(...loads.map((l) => l.created_at.getTime()))) : null;
    const row = users.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${spec.email}`) }) });
    await expect(row.locator('th, td')).toHaveText([
      spec.admin ? `${spec.email}Admin` : spec.email,
      grouped(loads.length),
      grouped(sessions.size),
      avg > 0 ? `$${(Math.round(avg * 100 + 1e-9) / 100).toFixed(2)}` : '—none',
      last ? dateLabel(last) : '—never',
    ]);
  }

  // Daily Breakdown: 14 days, newest first, with its chart
  const daily = section(page, 'Daily Breakdown');
  await expect(daily.locator('.recharts-line-curve')).toHaveCount(2);
  const dailyRows = bodyRows(daily.getByRole('table'));
  await expect(dailyRows).toHaveCount(14);
  for (const [i, d] of days.entries()) {
    if (i === 0 && !exactToday) {
      const cells = dailyRows.nth(0).locator('td');
      const expected = [d.sessions, d.uniqueSessions, d.calculations, d.decisions, d.ocr, d.negotiations];
      for (const [c, min] of expected.entries()) expect(await shown(cells.nth(c))).toBeGreaterThanOrEqual(min);
      continue;
    }
    await expect(dailyRows.nth(i).locator('th, td')).toHaveText(
      [dayLabel(d.date), d.sessions, d.uniqueSessions, d.calculations, d.decisions, d.ocr, d.negotiations].map((v) =>
        typeof v === 'number' ? grouped(v) : v,
      ),
    );
  }

  await page.mouse.move(0, 0);
  await screenshot(page, 'admin-analytics-desktop');

  // Sorting the user table (real browser, real data): most loads first.
  const loadsHeader = users.getByRole('columnheader', { name: /Total loads/ });
  await loadsHeader.getByRole('button').click();
  await expect(loadsHeader).toHaveAttribute('aria-sort', 'descending');
  const loadCounts = await users.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.children[1]!.textContent!.replace(/,/g, ''))));
  expect(loadCounts.length).toBeGreaterThanOrEqual(DEMO_USERS.length);
  expect(loadCounts).toEqual([...loadCounts].sort((a, b) => b - a));
  await loadsHeader.getByRole('button').click();
  await expect(loadsHeader).toHaveAttribute('aria-sort', 'ascending');

  const scan = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the tables scroll sideways and the page itself does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN.email);
  await page.goto('/admin/analytics');
  const scroller = page.getByRole('region', { name: 'Daily breakdown table' });
  await expect(scroller.locator('tbody tr')).toHaveCount(14);
  // Every report rendered (the user table's hidden '—never' text once widened the page).
  await expect(page.getByRole('region', { name: 'User activity table' }).getByRole('rowheader', { name: /new\.driver/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversion funnel table' }).locator('tbody tr')).toHaveCount(7);
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-analytics-phone');
});

test('a signed-in driver without the admin role is sent to / with Access Denied', async ({ page }) => {
  await signIn(page, DRIVER.email);
  const reports: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/admin/')) reports.push(req.url());
  });
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Access Denied' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("You don't have permission to view analytics");
  expect(reports).toEqual([]);
  // And the server refuses the reports anyway.
  const direct = await page.request.get('/api/admin/analytics/users');
  expect(direct.status()).toBe(403);
  expect(await direct.json()).toEqual({ error: 'forbidden', message: "You don't have permission to view analytics" });
});

test('a signed-out visitor is sent to /auth', async ({ page }) => {
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/auth$/);
  const direct = await page.request.get('/api/admin/analytics/daily');
  expect(direct.status()).toBe(401);
});
