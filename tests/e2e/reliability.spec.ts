import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fakeDecision } from '../../src/domain/test-data';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';
import { createConfirmedUser, localHistory, serverLoads, signInContext, shortenSyncThrottle } from './fixtures/accounts';

// Reliability in the browser (docs/product-rules.md R-STORE-4): broken local storage, and the
// network dropping during a sync and during an upload. What must hold: the app starts, the message is clear, and no
// decision in the history is lost.

test.use({ viewport: PHONE_VIEWPORT });

/** Put `items` into local storage before the app's first start only (not on later reloads). */
async function seedStorage(page: Page, items: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('reliability-seeded')) return;
    sessionStorage.setItem('reliability-seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, items);
}

async function expectCalculatorWorks(calc: CalculatorPage) {
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Memphis, TN', miles: '452', rate: '1250' });
  await expect(calc.guidance).toHaveAttribute('data-verdict', /book|counter|pass/);
  await expect(calc.profit).toHaveText(/\$/);
}

test('half-written JSON and garbage in local storage: the app starts with defaults and keeps valid settings', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const valid = fakeDecision({ id: 'kept-1', origin: 'Wichita, KS', destination: 'Omaha, NE' });
  await seedStorage(page, {
    // A write cut off half-way (quota, crash, tab killed).
    'lm:v2:state': JSON.stringify({ history: [valid] }).slice(0, 60),
    'lm:v2:onboarding': '{"welcomeCardDismissed": tr',
    'lm:splitPercent': 'banana',
    'lm:includeFsc': '{}',
    'lm:useSplit': '\u0000',
    // Valid: kept.
    'lm:equipment': 'cargo_van',
  });
  const calc = new CalculatorPage(page);
  await calc.goto();
  await expect(calc.equipment).toContainText(/cargo van/i);
  await expect(calc.includeFsc).toHaveAttribute('aria-checked', 'true');
  await expect(calc.carrierSplit).toHaveAttribute('aria-checked', 'false');
  await expectCalculatorWorks(calc);
  expect(errors).toEqual([]);
});

test('a stored history with broken entries and a garbage cost profile: valid entries kept, the rest repaired', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const keptA = fakeDecision({ id: 'kept-a', origin: 'Wichita, KS', destination: 'Omaha, NE', createdAt: new Date(Date.now() - 3_600_000).toISOString() });
  const keptB = fakeDecision({ id: 'kept-b', origin: 'Amarillo, TX', destination: 'Lubbock, TX', createdAt: new Date(Date.now() - 7_200_000).toISOString() });
  await seedStorage(page, {
    'lm:v2:state': JSON.stringify({
      history: [keptA, { id: 'broken', origin: 42 }, null, 'text', { ...keptB, miles: 'far' }, keptB, { ...keptA }],
      costProfile: { fuelPricePerGallon: 'expensive', averageMPG: -3, insurance: null },
      clearedAt: 'yesterday',
    }),
  });
  const calc = new CalculatorPage(page);
  await calc.goto();
  const history = new HistoryPage(page);
  await expect(history.entries).toHaveCount(2);
  await expect(history.section).toContainText('Wichita, KS');
  await expect(history.section).toContainText('Amarillo, TX');
  await expectCalculatorWorks(calc);
  expect(errors).toEqual([]);
});

test('the network drops during a sync: "Not synced", history kept on the device, the retry delivers it', async ({ page, context, request }) => {
  await shortenSyncThrottle(context, 500);
  const { email } = await createConfirmedUser(request);
  await signInContext(context, email);
  const calc = new CalculatorPage(page);
  await calc.goto();
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toHaveAttribute('data-status', 'synced');

  // Every push is cut off on the way (the connection drops).
  await page.route('**/api/loads', (route) => (route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue()));
  for (const [origin, destination] of [
    ['Dallas, TX', 'Memphis, TN'],
    ['Austin, TX', 'Tulsa, OK'],
  ]) {
    await calc.fillLoad({ origin, destination, miles: '452', rate: '1250' });
    await calc.outcome('Book it').check();
    await calc.logDecision.click();
    await expect(calc.origin).toHaveValue('');
  }
  await expect(indicator).toHaveAttribute('data-status', 'error', { timeout: 15_000 });
  await expect(indicator).toContainText('Not synced');
  await expect(indicator).toHaveAttribute('title', /history is safe on this device/);
  expect((await localHistory(page)).map((d) => d.origin).sort()).toEqual(['Austin, TX', 'Dallas, TX']);
  expect(await serverLoads(context)).toHaveLength(0);

  // A reload while still offline keeps the history too.
  await page.reload();
  await expect(new HistoryPage(page).entries).toHaveCount(2);

  // The network is back: the retry brings both decisions to the server.
  await page.unroute('**/api/loads');
  await expect.poll(async () => (await serverLoads(context)).map((l) => l.origin).sort(), { timeout: 30_000 }).toEqual(['Austin, TX', 'Dallas, TX']);
  await expect(indicator).toHaveAttribute('data-status', 'synced');
});

test('the network drops during an upload: a clear connection message, the form and history untouched', async ({ page, context }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Memphis, TN', miles: '452', rate: '1250' });
  await calc.outcome('Book it').check();
  await calc.logDecision.click();
  await expect(calc.origin).toHaveValue('');
  await calc.fillLoad({ origin: 'Reno, NV', miles: '300' });

  await page.route('**/api/extract-load-data', (route) => route.abort('internetdisconnected'));
  const image = readFileSync(path.resolve('tests/fixtures/rate-cons/01-labelled.png'));
  await page.getByLabel('Rate confirmation image').setInputFiles({ name: 'ratecon.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByText('Connection issue')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('We could not reach the OCR service. Check your connection or try a smaller image.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Extracted fields review' })).toBeHidden();
  // What the driver typed and logged is all still there.
  await expect(calc.origin).toHaveValue('Reno, NV');
  await expect(calc.miles).toHaveValue('300');
  expect((await localHistory(page)).map((d) => d.origin)).toEqual(['Dallas, TX']);

  // Fully offline (no network at all) gives the same message, and back online the upload works.
  await page.unroute('**/api/extract-load-data');
  await context.setOffline(true);
  await page.getByLabel('Rate confirmation image').setInputFiles({ name: 'ratecon2.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByText('Connection issue').first()).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  expect((await localHistory(page)).map((d) => d.origin)).toEqual(['Dallas, TX']);
});
