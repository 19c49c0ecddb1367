import { expect, test, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { seedLocalStorage } from './fixtures/storage';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';

/*
 * docs/product-rules.md 'The deal as it ended' (R-DEAL-1 … R-DEAL-6), on a phone.
 *
 * The counter (default profile): Dallas, TX → Atlanta, GA, 600 mi offered at $1,500.
 *   costs: fuel 600 / 6.5 × 3.89 = 359.0769 + variable 210 + fixed 60 = 629.0769
 *   offered: profit 870.92, net RPM 1.45
 *   agreed $1,650: profit 1,020.92, net RPM 1,020.92 / 600 = 1.70
 *   target = 1,500 × 1.08 = $1,620: profit 990.92, net RPM 1.65
 */

test.use({ viewport: PHONE_VIEWPORT });

const ROUTE = 'Dallas, TX → Atlanta, GA';

/** No WCAG 2 A/AA violation inside `selector`. */
async function expectNoAxeViolations(page: Page, selector: string) {
  const { violations } = await axe(page).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function money(text: string): number {
  return Number(text.replace(/[$,/mi]/g, ''));
}

async function stored(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('lm:v2:state') ?? '{"history":[]}'));
}

test('log a counter, record the agreed rate, see the profit recomputed and both rates', async ({ page }) => {
  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();

  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: '600', rate: '1500' });
  await expect(calc.profit).toHaveText('$870.92');
  await calc.outcome('Counter offer').check();
  await calc.logDecision.click();

  // Offered right after logging (R-DEAL-1): the toast's action.
  await expect(page.getByText('Counter offer logged.')).toBeVisible();
  await page.getByRole('button', { name: 'Record result', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Record result' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('offered $1,500.00');
  await expect(dialog.getByRole('radio', { name: /Got ask/ })).toBeVisible();
  await expect(dialog.getByText('Got target').locator('..')).toContainText('$1,620.00');

  // Save with an empty agreed rate: a message, nothing changes.
  await dialog.getByRole('radio', { name: 'Agreed rate' }).check();
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog.getByText('Enter the rate the broker agreed to.')).toBeVisible();
  expect((await stored(page)).history[0]).not.toHaveProperty('dealResult');

  await dialog.getByRole('textbox', { name: 'Agreed rate ($)' }).fill('1650');
  await expect(dialog.getByTestId('result-preview-profit')).toHaveText('$1,020.92');
  await expect(dialog.getByTestId('result-preview-rpm')).toHaveText('$1.70/mi');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toBeHidden();

  // The entry: profit and net RPM at the agreed rate, both rates shown.
  const entry = history.entry(ROUTE);
  await entry.scrollIntoViewIfNeeded();
  await expect(entry.getByTestId('history-profit')).toHaveText('$1,020.92');
  await expect(entry.getByTestId('history-rpm')).toHaveText('$1.70/mi');
  await expect(entry.getByTestId('history-deal')).toHaveText('Offered $1,500.00 → agreed $1,650.00 · Agreed rate');
  await expectNoAxeViolations(page, '[data-testid="history-screen"]');
  expect((await stored(page)).history[0]).toMatchObject({ rate: 1650, offeredRate: 1500, dealResult: 'agreed', outcome: 'counter' });

  // The same figure the calculator gives at $1,650 (the same calculation).
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Atlanta, GA', miles: '600', rate: '1650' });
  await expect(calc.profit).toHaveText('$1,020.92');

  // Later, from the entry's own action: corrected to 'Got target'.
  await entry.getByRole('button', { name: `Record result for ${ROUTE}` }).click();
  await expect(dialog.getByRole('radio', { name: 'Agreed rate' })).toBeChecked();
  await dialog.getByRole('radio', { name: /Got target/ }).check();
  await expect(dialog.getByTestId('result-preview-profit')).toHaveText('$990.92');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(entry.getByTestId('history-profit')).toHaveText('$990.92');
  await expect(entry.getByTestId('history-rpm')).toHaveText('$1.65/mi');
  await expect(entry.getByTestId('history-deal')).toHaveText('Offered $1,500.00 → agreed $1,620.00 · Got target');

  // Survives a reload.
  await page.reload();
  await expect(history.entry(ROUTE).getByTestId('history-deal')).toHaveText('Offered $1,500.00 → agreed $1,620.00 · Got target');
});

/** An independent percentile: linear interpolation at p × (n − 1) over the sorted values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos + 1e-9);
  const frac = Math.max(0, pos - lo);
  return sorted[lo]! + (lo + 1 < sorted.length ? (sorted[lo + 1]! - sorted[lo]!) * frac : 0);
}

test('30 booked loads suggest thresholds equal to the percentiles of the shown figures; Use suggested, then save', async ({ page }) => {
  // 29 booked loads (exact cents, in scrambled order), 3 passes (not part of the basis) and the
  // counter above, whose result is recorded through the UI to make the 30th.
  const booked = Array.from({ length: 29 }, (_, i) => {
    const k = (i * 7) % 29;
    const miles = 400 + k * 5;
    const profit = 300 + k * 17.35;
    return {
      id: `b${i}`,
      createdAt: new Date(Date.UTC(2026, 10, 1, 8) + i * 3_600_000).toISOString(),
      outcome: 'book',
      origin: `Town ${i}, TX`,
      destination: 'Houston, TX',
      miles,
      rate: 1000,
      fsc: 0,
      tolls: 0,
      fuelCost: 200,
      profit,
      rpm: Math.round((0.9 + k * 0.023) * 100) / 100,
    };
  });
  const passes = Array.from({ length: 3 }, (_, i) => ({ ...booked[i]!, id: `p${i}`, outcome: 'pass', profit: 5000 + i, rpm: 9 }));
  const counter = {
    id: 'c1',
    createdAt: new Date(Date.UTC(2026, 10, 3, 8)).toISOString(),
    outcome: 'counter',
    origin: 'Dallas, TX',
    destination: 'Atlanta, GA',
    miles: 600,
    rate: 1500,
    fsc: 0,
    tolls: 0,
    fuelCost: 359.0769230769231,
    profit: 870.9230769230769,
    rpm: 1.4515384615384614,
    fuelType: 'diesel',
  };
  await seedLocalStorage(page, { 'lm:v2:state': JSON.stringify({ history: [...booked, ...passes, counter], clearedAt: null }) });

  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();

  // 29 booked: one more needed.
  await calc.openCostEditor();
  const suggestions = calc.costSheet.getByTestId('threshold-suggestions');
  await expect(suggestions).toContainText('Log 1 more booked load');
  await expect(suggestions).toContainText('(29 of 30)');
  await calc.costSheet.getByRole('button', { name: 'Cancel' }).click();

  // The counter got its target: now 30 booked or agreed loads.
  await history.heading.scrollIntoViewIfNeeded();
  await history.section.getByRole('button', { name: `Record result for ${ROUTE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record result' });
  await dialog.getByRole('radio', { name: /Got target/ }).check();
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toBeHidden();

  // The figures the history shows for the booked loads and the agreed counter.
  const shown = { profit: [] as number[], rpm: [] as number[] };
  for (const filter of ['Booked', 'Countered']) {
    await history.outcomeFilter.selectOption({ label: filter });
    while (await history.loadMore.isVisible()) await history.loadMore.click();
    shown.profit.push(...(await history.entries.getByTestId('history-profit').allTextContents()).map(money));
    shown.rpm.push(...(await history.entries.getByTestId('history-rpm').allTextContents()).map(money));
  }
  expect(shown.profit).toHaveLength(30);
  const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const whole = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
  const expected = {
    goodRpm: usd(Math.round(percentile(shown.rpm, 0.7) * 100) / 100),
    fairRpm: usd(Math.round(percentile(shown.rpm, 0.4) * 100) / 100),
    goodProfit: whole(percentile(shown.profit, 0.7)),
    fairProfit: whole(percentile(shown.profit, 0.4)),
  };

  await calc.openCostEditor();
  await expect(suggestions).toContainText('Suggested from your last 30 booked loads');
  await expect(suggestions.getByTestId('suggested-good-rpm')).toHaveText(expected.goodRpm);
  await expect(suggestions.getByTestId('suggested-fair-rpm')).toHaveText(expected.fairRpm);
  await expect(suggestions.getByTestId('suggested-good-profit')).toHaveText(expected.goodProfit);
  await expect(suggestions.getByTestId('suggested-fair-profit')).toHaveText(expected.fairProfit);

  // 'Use suggested' fills the four fields; nothing is saved yet.
  await suggestions.getByRole('button', { name: 'Use suggested' }).click();
  const plain = (s: string) => s.replace(/[$,]/g, '');
  await expect(calc.costField('Good Net RPM')).toHaveValue(String(Number(plain(expected.goodRpm))));
  await expect(calc.costField('Fair Net RPM')).toHaveValue(String(Number(plain(expected.fairRpm))));
  await expect(calc.costField('Good Profit')).toHaveValue(plain(expected.goodProfit));
  await expect(calc.costField('Fair Profit')).toHaveValue(plain(expected.fairProfit));
  expect((await stored(page)).costProfile).toMatchObject({ goodRpm: 0.8, fairRpm: 0.7, goodProfit: 900, fairProfit: 450 });

  await calc.saveCostEditor();
  expect((await stored(page)).costProfile).toMatchObject({
    goodRpm: Number(plain(expected.goodRpm)),
    fairRpm: Number(plain(expected.fairRpm)),
    goodProfit: Number(plain(expected.goodProfit)),
    fairProfit: Number(plain(expected.fairProfit)),
  });
});

test('delete one entry, Undo brings it back; left alone it is gone after 5 seconds', async ({ page }) => {
  const entry = (id: string, origin: string, hour: number) => ({
    id,
    createdAt: new Date(Date.UTC(2026, 10, 2, hour)).toISOString(),
    outcome: 'book',
    origin,
    destination: 'Houston, TX',
    miles: 240,
    rate: 650,
    fsc: 0,
    tolls: 0,
    fuelCost: 143.63,
    profit: 398.37,
    rpm: 1.66,
  });
  await seedLocalStorage(page, {
    'lm:v2:state': JSON.stringify({ history: [entry('a', 'Austin, TX', 9), entry('b', 'Tulsa, OK', 8)], clearedAt: null }),
  });
  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();
  await history.heading.scrollIntoViewIfNeeded();
  await expect(history.routes).toHaveText(['Austin, TX → Houston, TX', 'Tulsa, OK → Houston, TX']);

  await history.section.getByRole('button', { name: 'Delete Austin, TX → Houston, TX' }).click();
  await expect(history.routes).toHaveText(['Tulsa, OK → Houston, TX']);
  await expect(page.getByText('Load deleted.')).toBeVisible();
  // Nothing deleted for real inside the Undo window.
  expect((await stored(page)).history.map((d: { id: string }) => d.id)).toEqual(['a', 'b']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(history.routes).toHaveText(['Austin, TX → Houston, TX', 'Tulsa, OK → Houston, TX']);
  await page.waitForTimeout(5500);
  expect((await stored(page)).history.map((d: { id: string }) => d.id)).toEqual(['a', 'b']);

  // Left alone: deleted once the 5 seconds have passed, and still gone after a reload.
  await history.section.getByRole('button', { name: 'Delete Tulsa, OK → Houston, TX' }).click();
  await expect(history.routes).toHaveText(['Austin, TX → Houston, TX']);
  await expect.poll(async () => (await stored(page)).history.map((d: { id: string }) => d.id), { timeout: 8000 }).toEqual(['a']);
  await expect(page.getByText('Load deleted.')).toBeHidden();
  await page.reload();
  await expect(history.routes).toHaveText(['Austin, TX → Houston, TX']);
});
