import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { createConfirmedUser, localHistory, serverLoads, signInContext, shortenSyncThrottle } from './fixtures/accounts';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';

/*
 * docs/decisions/004: after one visit the service worker has the whole app, so with the network off a reload
 * still opens '/' and the driver can calculate, log a decision and export CSV; the banner says
 * what needs a connection. Signed in, a decision logged offline reaches the server by itself once
 * the connection is back (the browser's online event resumes the sync).
 *
 * Service workers are blocked for the other specs (playwright.config.ts); allowed here.
 */
test.use({ serviceWorkers: 'allow', viewport: PHONE_VIEWPORT });

/** First visit: wait until the worker has precached the app and is active. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
    .toBe('activated');
}

async function goOfflineAndReload(page: Page) {
  await page.context().setOffline(true);
  await page.reload();
  // The page now comes from the worker's cache: it controls the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('connection-status')).toContainText('You’re offline');
  await expect(page.getByTestId('connection-status')).toContainText('need a connection');
}

test('after one visit the app works with the network off: calculate, log, export CSV', async ({ page }) => {
  await installServiceWorker(page);
  await goOfflineAndReload(page);

  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await expect(calc.origin).toBeVisible();
  await calc.fillLoad({ origin: 'Amarillo, TX', destination: 'Wichita, KS', miles: '300', rate: '1200' });
  await expect(calc.guidance).toHaveAttribute('data-verdict', /book|counter|pass/);
  await expect(calc.profit).not.toHaveText('');

  // The negotiation drawer is its own chunk: it must come from the cache too.
  await calc.negotiationButton.click();
  const drawer = page.getByRole('dialog').filter({ hasText: /negotiat/i });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await calc.outcome('Book it').check();
  await calc.logDecision.click();
  await expect(history.entries).toHaveCount(1);
  await expect(history.routes.first()).toContainText('Amarillo');
  await expect(history.patterns).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), history.exportCsv.click()]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Amarillo, TX');

  // The offline banner meets WCAG AA too.
  const { violations } = await axe(page).withTags(['wcag2a', 'wcag2aa']).include('[data-testid="connection-status"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.context().setOffline(false);
  await expect(page.getByTestId('connection-status')).toContainText('Back online');
});

test('signed in: a decision logged offline syncs by itself when the connection is back', async ({ page, context }) => {
  await shortenSyncThrottle(context, 500);
  const { email } = await createConfirmedUser(context.request);
  await signInContext(context, email);
  await installServiceWorker(page);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-status', 'synced');

  await goOfflineAndReload(page);
  const calc = new CalculatorPage(page);
  await calc.fillLoad({ origin: 'Laredo, TX', destination: 'San Antonio, TX', miles: '160', rate: '700' });
  await calc.outcome('Book it').check();
  await calc.logDecision.click();
  const [logged] = await localHistory(page);
  expect(logged?.origin).toBe('Laredo, TX');
  // Offline, the change waits on the device.
  await expect(page.getByTestId('sync-indicator')).not.toHaveAttribute('data-status', 'synced');
  expect((await serverLoads(context)).map((l) => l.id)).not.toContain(logged!.id);

  await context.setOffline(false);
  await expect.poll(async () => (await serverLoads(context)).map((l) => l.id), { timeout: 20_000 }).toContain(logged!.id);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-status', 'synced');
});
