import { expect, test, type Page } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { seedLocalStorage } from './fixtures/storage';

/*
 * What the driver keeps, comparing offers, broker pay and the empty miles after the drop
 * (docs/product-rules.md R-KEEP, R-COMPARE, R-BROKER, R-EMPTY) at 390×844 against the real server.
 * Worked from the default cost profile (per mile: fuel 3.89 / 6.5 = 0.598461538, variable 0.35,
 * fixed 250 / 2500 = 0.10 → 1.048461538; 500 mi a day; tax set-aside 25 %):
 *
 *   L — Dallas → Houston, 500 mi, $1,500: costs 524.230769, profit 975.769231 ($975.77), 1 day
 *       you keep 975.769231 × 0.75 = 731.826923 → $731.83 (a day too)
 *       at 30 %: 975.769231 × 0.70 = 683.038462 → $683.04
 *   B — Dallas → Denver, 1,000 mi, $2,000: costs 1048.461538, profit 951.538462, 2 days
 *       keep 713.653846, a day 356.826923 → $356.83. Ties L at a keep of 2 × 731.826923 =
 *       1463.653846 → profit 1951.538462 → rate 1951.538462 + 1048.461538 = $3,000
 *   D — Dallas → Denver, 800 mi, $2,400, with earlier loads out of Aurora, CO (120 empty mi) and
 *       Denver, CO (140): 130 empty mi on average, costing 130 × 1.048461538 = 136.30 → about $136;
 *       round trip 930 mi: costs 975.069231, profit 1424.930769, keep 1068.698077, 1.86 days →
 *       $574.57/day
 */

test.use({ viewport: PHONE_VIEWPORT, timezoneId: 'UTC' });

const DAY = 86_400_000;
const entry = (over: Record<string, unknown>) => ({
  id: `seed-${Math.random().toString(36).slice(2)}`,
  createdAt: new Date(Date.now() - 40 * DAY).toISOString(),
  outcome: 'book',
  origin: 'Dallas, TX',
  destination: 'Houston, TX',
  miles: 500,
  rate: 1500,
  fsc: 0,
  tolls: 0,
  fuelCost: 299.23,
  profit: 975.77,
  rpm: 1.95,
  ...over,
});

async function seedHistory(page: Page, history: Record<string, unknown>[]) {
  await seedLocalStorage(page, { 'lm:v2:state': JSON.stringify({ history, clearedAt: null }) });
}

const youKeep = (page: Page) => page.getByTestId('result-you-keep');

test('You keep follows the tax set-aside; net profit does not move', async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await expect(calc.profit).toHaveText('$975.77');
  await expect(youKeep(page)).toHaveText('$731.83');
  await expect(page.getByTestId('result-you-keep-per-day')).toHaveText('$731.83');

  await calc.openCostEditor();
  await calc.costField('Tax set-aside (%)').fill('30');
  await calc.saveCostEditor();
  await expect(youKeep(page)).toHaveText('$683.04');
  await expect(calc.profit).toHaveText('$975.77');
  await expect(calc.guidance).toHaveAttribute('data-verdict', 'book');
});

test('two offers compared: ranked by You keep per day, the tie counter opens the drawer, and they survive a reload', async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Denver, CO', miles: '1000', rate: '2000' });
  await page.getByRole('button', { name: 'Add to compare' }).click();

  const items = page.getByTestId('compare-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Dallas, TX → Houston, TX');
  await expect(items.nth(0).getByTestId('compare-keep-per-day')).toHaveText('$731.83');
  await expect(items.nth(1)).toContainText('Dallas, TX → Denver, CO');
  await expect(items.nth(1).getByTestId('compare-keep-per-day')).toHaveText('$356.83');
  await expect(items.nth(1).getByTestId('compare-tie')).toHaveText('Ties the leader at $3,000');
  await expect(page.getByText('Ranked by what you keep per trip day, after set-asides.')).toBeVisible();

  await items.nth(1).getByRole('button', { name: 'Use this counter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('negotiation-counter-rate')).toHaveText('$3,000');
  await expect(drawer.getByTestId('negotiation-counter-message')).toContainText('Dallas, TX to Denver, CO (1,000 miles)');
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await expect(page.getByTestId('compare-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Dallas, TX → Denver, CO from compare' }).click();
  await expect(page.getByTestId('compare-item')).toHaveCount(1);
});

test("a load marked paid gives the broker's days to pay on the next load from that broker", async ({ page }) => {
  await seedHistory(page, [
    entry({ broker: 'ABC Logistics', createdAt: new Date(Date.now() - 38 * DAY).toISOString() }),
    entry({ broker: 'Slowpoke Freight', createdAt: new Date(Date.now() - 60 * DAY).toISOString(), origin: 'Austin, TX' }),
  ]);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await page.getByRole('button', { name: 'Mark paid, Dallas, TX → Houston, TX' }).click();
  await expect(page.getByRole('textbox', { name: 'Paid on, Dallas, TX → Houston, TX' }).or(page.getByLabel('Paid on, Dallas, TX → Houston, TX'))).toBeVisible();

  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await page.getByLabel('Broker', { exact: true }).fill('abc logistics llc');
  await expect(page.getByTestId('broker-record')).toHaveText('ABC Logistics: Pays in 38 days on average, 1 load');
  await expect(page.getByTestId('slow-pay-caution')).toHaveCount(0);

  // An unpaid load 60 days old: a slow payer, said under the verdict; the verdict stays.
  await page.getByLabel('Broker', { exact: true }).fill('Slowpoke Freight');
  await expect(page.getByTestId('broker-record')).toHaveText('Slowpoke Freight: No payment recorded yet, 1 load; 1 unpaid over 30 days');
  await expect(page.getByTestId('slow-pay-caution')).toHaveText('Slow payer: a load for Slowpoke Freight has waited 60 days unpaid.');
  await expect(calc.guidance).toHaveAttribute('data-verdict', 'book');
});

test('the empty miles after the drop come from loads picked up near the destination', async ({ page }) => {
  await seedHistory(page, [
    entry({ origin: 'Aurora, CO', destination: 'Dallas, TX', deadheadMiles: 120, createdAt: new Date(Date.now() - 5 * DAY).toISOString() }),
    entry({ origin: 'Denver, CO', destination: 'Omaha, NE', deadheadMiles: 140, createdAt: new Date(Date.now() - 9 * DAY).toISOString() }),
  ]);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Denver, CO', miles: '800', rate: '2400' });
  await expect(page.getByTestId('empty-miles')).toContainText(
    'Your last 2 loads out of the Denver, CO area started 130 empty miles away: about $136.',
  );
  await expect(page.getByTestId('round-trip-keep')).toHaveText('Round trip: you keep $574.57/day');

  await calc.destination.fill('Miami, FL');
  await expect(page.getByTestId('empty-miles')).toHaveText('No loads of yours started near Miami, FL yet.');
});

test('notes that arrive after the verdict never move the buttons a driver is about to tap', async ({ page }) => {
  // The load notes' code and the US places load on first use: hold both until the form is full
  // and its buttons are on screen, as on a slow phone, then let them arrive.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(load-notes|gazetteer-data)-[^/]*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  const generate = page.getByRole('button', { name: 'Generate Negotiation Message' });
  const log = page.getByRole('button', { name: 'Log decision' });
  const bookIt = page.getByRole('radio', { name: 'Book it' });
  // Where each control sits on the page (not the screen, so a scroll does not count as a move).
  const where = () => Promise.all([generate, bookIt, log].map((control) => control.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)));
  const before = await where();

  release();
  await expect(page.getByTestId('empty-miles')).toHaveText('No loads of yours started near Houston, TX yet.');
  await expect(page.getByRole('button', { name: 'Add to compare' })).toBeVisible();
  expect(await where()).toEqual(before);

  await generate.click();
  await expect(page.getByRole('dialog', { name: 'Negotiation Assistant' })).toBeVisible();
});
