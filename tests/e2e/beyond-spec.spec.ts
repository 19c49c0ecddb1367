import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_DEAL_COLUMNS, CSV_EXTRA_COLUMNS, CSV_KEEP_COLUMNS, CSV_PROFILE_COLUMNS } from '../../src/domain/csv';
import { createConfirmedUser, serverLoads, signInContext, uniqueEmail, shortenSyncThrottle } from './fixtures/accounts';
import { CalculatorPage, PHONE_VIEWPORT, PhoneCalculatorPage } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';

/*
 * Beyond the contract (docs/product-rules.md R-CALC-7..10, docs/decisions/012), in a real
 * Chromium at 390×844 against the real server. Worked by hand from the default cost profile
 * (fuel $3.89/gal, 6.5 MPG, fixed $250/day over 2,500 mi,
 * variable $0.35/mi; Book it at ≥ $0.80/mi and ≥ $900, Pass under $0.70/mi or $450):
 *
 *   per mile: fuel 3.89 / 6.5 = 0.598461538, variable 0.35, fixed 250 / 2500 = 0.10 → 1.048461538
 *
 *   L — Dallas → Houston, 500 loaded mi, $1,500
 *     no deadhead: costs 524.230769 → profit 975.769231 ($975.77); net RPM $1.95; 1 day → $975.77/day; Book it
 *     + 100 deadhead: costs on 600 mi = 629.076923 → profit 870.923077 ($870.92); net RPM per loaded
 *       mile 870.92 / 500 = 1.741846 ($1.74); all-in 870.92 / 600 = 1.451538 ($1.45);
 *       600 / 500 = 1.2 days → $725.77/day; 870.92 < 900 → Consider countering (all-in basis)
 *       trip days 2 → 870.923077 / 2 = $435.46/day
 *     + factoring 3 % (45.00) and dispatcher 10 % (150.00) of the $1,500 share, 100 deadhead, 2 days:
 *       profit 1500 − 195 − 629.076923 = 675.923077 ($675.92); $337.96/day
 *   P — 500 loaded + 500 deadhead at $1,700: costs 1048.461538 → profit 651.538462 ($651.54);
 *       net per loaded mile $1.30, all-in 0.651538 ($0.65) < 0.70 → Pass (it would be 'counter'
 *       judged per loaded mile)
 *   Fixed-cost spread 1,000 mi, L without deadhead: fixed 250 / 1000 × 500 = 125 → costs 599.230769
 *       → profit 900.769231 ($900.77)
 */

const LOAD = { origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' };
const SCREENSHOT_DIR = 'artifacts/screenshots';

test.use({ viewport: PHONE_VIEWPORT });

const deadhead = (page: Page) => page.getByLabel('Deadhead miles', { exact: true });
const tripDays = (page: Page) => page.getByLabel('Trip days', { exact: true });
const allInRpm = (page: Page) => page.getByTestId('result-all-in-rpm');
const perDay = (page: Page) => page.getByTestId('result-profit-per-day');

/** What the driver sees at 390×844 with the result panel scrolled to the top of the screen. */
async function screenshotOf(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = `${SCREENSHOT_DIR}/${name}.png`;
  await page.mouse.move(0, 0);
  await page.getByRole('region', { name: 'Result' }).evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect(page.getByTestId('result-bar')).toHaveAttribute('data-visible', 'false');
  await page.screenshot({ path: file, animations: 'disabled' });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

async function setCost(calc: CalculatorPage, values: Record<string, string>) {
  await calc.openCostEditor();
  for (const [label, value] of Object.entries(values)) await calc.costField(label).fill(value);
  await calc.saveCostEditor();
}

async function logDecision(calc: CalculatorPage, outcome: 'Book it' | 'Pass' | 'Counter offer' = 'Book it') {
  await calc.outcome(outcome).check();
  await calc.logDecision.click();
  await expect(calc.miles).toHaveValue('');
}

test('deadhead: costs on every mile, all-in RPM beside net RPM, and the verdict judges all-in', async ({ page }) => {
  const calc = new PhoneCalculatorPage(page);
  await calc.goto();
  await expect(deadhead(page)).toHaveAttribute('inputmode', 'decimal');
  await calc.fillLoad(LOAD);
  await calc.expectFigures({ profit: '$975.77', grossRpm: '$3.00', netRpm: '$1.95', verdict: 'book' });
  await expect(allInRpm(page)).toHaveCount(0);
  await expect(page.getByTestId('verdict-basis')).toHaveCount(0);

  await deadhead(page).fill('100');
  await calc.expectFigures({ profit: '$870.92', grossRpm: '$3.00', netRpm: '$1.74', verdict: 'counter' });
  await expect(allInRpm(page)).toHaveText('$1.45');
  await expect(calc.fuel).toHaveValue('$359.08');
  await expect(page.getByTestId('verdict-basis')).toContainText('The verdict uses all-in.');
  await deadhead(page).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/beyond-spec-form-deadhead-390.png`, animations: 'disabled' });
  // Deadhead sits beside Loaded miles on one row at 390 px; Current location and 'Estimate miles'
  // (which fill both) come after that row.
  const milesBox = (await calc.miles.boundingBox())!;
  const deadheadBox = (await deadhead(page).boundingBox())!;
  expect(Math.abs(deadheadBox.y - milesBox.y)).toBeLessThan(1);
  expect(deadheadBox.x).toBeGreaterThan(milesBox.x + milesBox.width);
  const currentBox = (await page.getByLabel('Current location', { exact: true }).boundingBox())!;
  expect(currentBox.y).toBeGreaterThan(milesBox.y + milesBox.height);
  await page.getByRole('button', { name: 'Show breakdown' }).click();
  await expect(page.getByTestId('breakdown-miles')).toHaveText('On 600 mi: 500 loaded + 100 deadhead');
  await expect(calc.breakdownValue('costs')).toHaveText('$629.08');
  await expect(page.getByTestId('breakdown-verdict-basis')).toBeVisible();
  await page.getByRole('button', { name: 'How is this calculated?' }).click();
  await expect(page.getByTestId('explanation')).toContainText('500 mi loaded + 100 mi deadhead = 600 mi');
  await expect(page.getByTestId('explanation')).toContainText('$870.92 ÷ 600 mi = $1.45');

  // Judged per loaded mile this load would be 'Consider countering'; all-in it is a Pass.
  await calc.fillLoad({ rate: '1700' });
  await deadhead(page).fill('500');
  await calc.expectFigures({ profit: '$651.54', grossRpm: '$3.40', netRpm: '$1.30', verdict: 'pass' });
  await expect(allInRpm(page)).toHaveText('$0.65');

  // Emptied again: the R-CALC-5 figures exactly.
  await deadhead(page).fill('');
  await calc.fillLoad({ rate: '1500' });
  await calc.expectFigures({ profit: '$975.77', grossRpm: '$3.00', netRpm: '$1.95', verdict: 'book' });
});

test('money per day: derived from miles per day, or from the trip days entered; on the phone bar', async ({ page }) => {
  const calc = new PhoneCalculatorPage(page);
  await calc.goto();
  await calc.fillLoad(LOAD);
  await expect(perDay(page)).toHaveText('$975.77');
  await deadhead(page).fill('100');
  await expect(perDay(page)).toHaveText('$725.77');
  await expect(tripDays(page)).toHaveAttribute('placeholder', '1.2');
  await expect(calc.barProfit).toHaveText('$870.92');
  await expect(page.getByTestId('bar-profit-per-day')).toHaveText('$725.77');
  await calc.expectOnScreen(calc.barVerdict);
  await tripDays(page).fill('2');
  await expect(perDay(page)).toHaveText('$435.46');
  await expect(page.getByTestId('bar-profit-per-day')).toHaveText('$435.46');

  // Miles per day from the cost profile: 600 mi at 300 a day = 2 days → 870.92 / 2.
  await tripDays(page).fill('');
  await setCost(calc, { 'Miles per day': '300' });
  await expect(perDay(page)).toHaveText('$435.46');
  await expect(tripDays(page)).toHaveAttribute('placeholder', '2');
});

test('fees: factoring and dispatcher % each a breakdown line; screenshot with deadhead and fees', async ({ page }) => {
  const calc = new PhoneCalculatorPage(page);
  await calc.goto();
  await setCost(calc, { 'Factoring fee (%)': '3', 'Dispatcher fee (%)': '10' });
  await calc.fillLoad(LOAD);
  await deadhead(page).fill('100');
  await tripDays(page).fill('2');
  await calc.expectFigures({ profit: '$675.92', grossRpm: '$3.00', netRpm: '$1.35', verdict: 'counter' });
  await expect(perDay(page)).toHaveText('$337.96');
  await page.getByRole('button', { name: 'Show breakdown' }).click();
  await expect(calc.breakdownValue('factoring')).toHaveText('$45.00');
  await expect(page.getByText('Factoring (3%)', { exact: true })).toBeVisible();
  await expect(calc.breakdownValue('dispatch')).toHaveText('$150.00');
  await expect(page.getByText('Dispatcher (10%)', { exact: true })).toBeVisible();
  await expect(calc.breakdownValue('profit')).toHaveText('$675.92');
  await screenshotOf(page, 'beyond-spec-result-deadhead-fees-390');
  await page.getByRole('button', { name: 'How is this calculated?' }).click();
  await expect(page.getByTestId('explanation')).toContainText('$1,500.00 × (3% factoring + 10% dispatcher) = $45.00 + $150.00');
  await page.getByRole('button', { name: 'Show breakdown' }).click();
  await page.getByTestId('explanation').screenshot({ path: `${SCREENSHOT_DIR}/beyond-spec-explanation-390.png`, animations: 'disabled' });
});

test('fixed-cost spread: editable in the cost profile, explained, and used', async ({ page }) => {
  const calc = new PhoneCalculatorPage(page);
  await calc.goto();
  await calc.fillLoad(LOAD);
  await calc.openCostEditor();
  await expect(calc.costField('Fixed-cost spread (miles)')).toHaveValue('2500');
  await expect(calc.costSheet.getByText(/Fixed cost per mile = daily fixed costs ÷ this\./)).toBeVisible();
  await calc.costField('Fixed-cost spread (miles)').fill('1000');
  await calc.saveCostEditor();
  await calc.expectFigures({ profit: '$900.77', grossRpm: '$3.00', netRpm: '$1.80', verdict: 'book' });
  await page.getByRole('button', { name: 'How is this calculated?' }).click();
  await expect(page.getByTestId('explanation')).toContainText('$250.00/day ÷ 1,000 mi × 500 mi = $125.00');
});

test('snapshot: the edit dialog shows the profile an entry was computed with, after the profile changed', async ({ page }) => {
  // One entry from before snapshots were kept.
  await page.addInitScript(() => {
    if (localStorage.getItem('lm:v2:state')) return;
    const old = {
      id: 'old-1', createdAt: '2026-01-05T10:00:00.000Z', outcome: 'book', origin: 'Tulsa, OK', destination: 'Wichita, KS',
      miles: 300, rate: 600, fsc: 0, tolls: 0, fuelCost: 179.54, profit: 285.46, rpm: 0.95,
    };
    localStorage.setItem('lm:v2:state', JSON.stringify({ history: [old], clearedAt: null }));
  });
  const calc = new PhoneCalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();
  await calc.fillLoad(LOAD);
  await deadhead(page).fill('100');
  await logDecision(calc, 'Counter offer');
  await setCost(calc, { 'Fuel price per gallon': '4.50', 'Average MPG': '8' });

  await history.openEdit('Dallas, TX → Houston, TX');
  const snapshot = history.editDialog.getByRole('region', { name: 'Cost profile used' });
  await expect(snapshot).toContainText('Diesel, $3.89/gal, 6.5 MPG');
  await expect(snapshot).toContainText('$250.00/day fixed over 2,500 mi');
  await expect(snapshot).toContainText('100 mi deadhead');
  await snapshot.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/beyond-spec-edit-snapshot-390.png`, animations: 'disabled' });
  await history.editDialog.getByRole('button', { name: 'Cancel' }).click();

  await history.openEdit('Tulsa, OK → Wichita, KS');
  await expect(history.editDialog.getByRole('region', { name: 'Cost profile used' })).toContainText('Not recorded');
});

test('CSV: the extra columns come after the first 13 (R-CSV-2); insights show average profit per day', async ({ page }) => {
  const calc = new PhoneCalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();
  // Five loads of 500 mi at $1,500 ($975.77, 1 day each), the first with 100 deadhead ($870.92, 1.2 days).
  for (let i = 0; i < 5; i++) {
    await calc.fillLoad(LOAD);
    if (i === 0) await deadhead(page).fill('100');
    await logDecision(calc);
  }
  // (870.923077 + 4 × 975.769231) / (1.2 + 4) = 4773.999999 / 5.2 = 918.08
  await expect(history.patterns.getByTestId('patterns-profit-per-day')).toHaveText('$918.08');

  const [download] = await Promise.all([page.waitForEvent('download'), history.exportCsv.click()]);
  const parsed = Papa.parse<Record<string, string>>(readFileSync(await download.path(), 'utf8'), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields?.slice(0, 13)).toEqual([...CSV_COLUMNS]);
  expect(parsed.meta.fields).toEqual([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, ...CSV_DEAL_COLUMNS, ...CSV_KEEP_COLUMNS, ...CSV_PROFILE_COLUMNS]);
  const first = parsed.data[parsed.data.length - 1]!; // newest first: the deadhead load is last
  expect(first).toMatchObject({
    Miles: '500', 'Net Profit': '870.92', RPM: '1.74',
    'Deadhead Miles': '100', 'Total Miles': '600', 'All-in RPM': '1.45', 'Factoring Fee': '0.00', 'Dispatch Fee': '0.00',
    'Trip Days': '1.2', 'Profit per Day': '725.77',
    // the default profile it was logged with
    'Fuel Type': 'Diesel', 'Fuel Price': '3.89', MPG: '6.5', 'Daily Fixed Costs': '250.00', 'Variable Cost per Mile': '0.35',
    'Factoring %': '0', 'Dispatch %': '0', 'Miles per Day': '500', 'Fixed-cost Spread (miles)': '2500',
    'Good Net RPM': '0.80', 'Fair Net RPM': '0.70', 'Good Profit': '900.00', 'Fair Profit': '450.00',
  });
  expect(parsed.data[0]).toMatchObject({ 'Deadhead Miles': '0', 'Trip Days': '1', 'Profit per Day': '975.77' });
});

test('sync: the server keeps deadhead, days, fees and the profile snapshot', async ({ browser, request }) => {
  const { email } = await createConfirmedUser(request, uniqueEmail('beyond'));
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await shortenSyncThrottle(context, 1_000);
  await signInContext(context, email);
  const page = await context.newPage();
  const calc = new CalculatorPage(page);
  await calc.goto();
  await setCost(calc, { 'Dispatcher fee (%)': '10' });
  await calc.fillLoad(LOAD);
  await deadhead(page).fill('100');
  await tripDays(page).fill('2');
  await logDecision(calc);

  await expect.poll(async () => (await serverLoads(context)).length, { timeout: 15_000 }).toBe(1);
  const [row] = (await serverLoads(context)) as unknown as Record<string, unknown>[];
  expect(row).toMatchObject({ miles: 500, deadhead_miles: 100, trip_days: 2, dispatch_fee: 150 });
  expect(row!.cost_profile).toMatchObject({ fuelPricePerGallon: 3.89, dispatcherPercent: 10, milesPerDay: 500, fixedCostSpreadMiles: 2500 });

  // A second device signed in as the same driver gets the same figures and snapshot.
  const other = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await signInContext(other, email);
  const page2 = await other.newPage();
  await new CalculatorPage(page2).goto();
  await expect
    .poll(async () => page2.evaluate(() => JSON.parse(localStorage.getItem('lm:v2:state') ?? '{"history":[]}').history[0] ?? null))
    .toMatchObject({ deadheadMiles: 100, tripDays: 2, dispatchFee: 150, costProfile: { dispatcherPercent: 10 } });
  await context.close();
  await other.close();
});
