import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { axe } from './fixtures/axe';
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_DEAL_COLUMNS, CSV_EXTRA_COLUMNS, CSV_KEEP_COLUMNS, CSV_PROFILE_COLUMNS } from '../../src/domain/csv';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';

/*
 * Six loads logged through the calculator with the default cost profile (fuel $3.89/gal,
 * 6.5 MPG, variable $0.35/mi, fixed $250/day ÷ 2500 mi), so per mile: fuel 0.598461538…,
 * variable 0.35, fixed 0.10.
 *
 *   #  route                        miles  rate   decision        note
 *   1  Dallas, TX → Houston, TX       240   650   Book it
 *   2  Memphis, TN → Atlanta, GA      380   900   Pass
 *   3  Dallas, TX → Houston, TX       240   660   Book it
 *   4  Austin, TX → Memphis, TN       745  1800   Counter offer
 *   5  Dallas, TX → Houston, TX       240   640   Pass
 *   6  Tulsa, OK → Denver, CO         680  1500   Book it         =SUM(A1:A2)
 *
 * Dallas → Houston net RPM: costs 240 × 1.048461538 = 251.630769; (650 − 251.63) / 240 = 1.66,
 * 660 → 1.70, 640 → 1.62: all within 0.25 of each other, so typing Dallas → Houston 240 / 650
 * again matches the three: 2 of 3 booked = 67 % → 'You sometimes book loads like this (2 of 3).'
 *
 * Edit (R-HIST-7 rule, profit = rate + FSC − fuel − tolls): load 2 becomes Book it at $1,200.
 * Its stored fuel is the calculator's 380 / 6.5 × 3.89 = 227.415385, shown (and kept) to the
 * cent as 227.42; FSC and tolls 0:
 *   profit 1200 − 227.42 = 972.58 → $972.58; RPM 972.58 / 380 = 2.559421 → $2.56.
 */

const LOADS = [
  { origin: 'Dallas, TX', destination: 'Houston, TX', miles: '240', rate: '650', outcome: 'Book it' },
  { origin: 'Memphis, TN', destination: 'Atlanta, GA', miles: '380', rate: '900', outcome: 'Pass' },
  { origin: 'Dallas, TX', destination: 'Houston, TX', miles: '240', rate: '660', outcome: 'Book it' },
  { origin: 'Austin, TX', destination: 'Memphis, TN', miles: '745', rate: '1800', outcome: 'Counter offer' },
  { origin: 'Dallas, TX', destination: 'Houston, TX', miles: '240', rate: '640', outcome: 'Pass' },
  { origin: 'Tulsa, OK', destination: 'Denver, CO', miles: '680', rate: '1500', outcome: 'Book it', notes: '=SUM(A1:A2)' },
] as const;

const DALLAS = 'Dallas, TX → Houston, TX';
const MEMPHIS = 'Memphis, TN → Atlanta, GA';
const AUSTIN = 'Austin, TX → Memphis, TN';
const TULSA = 'Tulsa, OK → Denver, CO';

test.use({ viewport: PHONE_VIEWPORT });

/** WCAG 2 A/AA violations inside `selector` (ids and rules, for a readable failure). */
async function axeViolations(page: Page, selector: string) {
  const { violations } = await axe(page).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('log six loads, then search, filter, edit, see patterns and the similar-loads alert, export and clear', async ({ page }) => {
  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();

  await expect(history.heading).toBeVisible();
  await expect(history.section).toContainText('No loads logged yet');
  await expect(history.patterns).toContainText('Log 5 more load(s)');

  // --- log six loads through the calculator ---
  for (const [i, load] of LOADS.entries()) {
    await calc.fillLoad({ origin: load.origin, destination: load.destination, miles: load.miles, rate: load.rate });
    if ('notes' in load) await calc.notes.fill(load.notes);
    await calc.outcome(load.outcome).check();
    await calc.logDecision.click();
    await expect.poll(async () => (await history.stored()).history.length).toBe(i + 1);
    await expect(calc.origin).toHaveValue('');
  }

  // --- newest first ---
  await history.heading.scrollIntoViewIfNeeded();
  await expect(history.routes).toHaveText([TULSA, DALLAS, AUSTIN, DALLAS, MEMPHIS, DALLAS]);
  await expect(history.status).toHaveText('Showing 6 of 6 loads');
  await expect(history.entries.nth(0)).toContainText('Book it');
  await expect(history.entries.nth(2)).toContainText('Counter offer');
  await expect(history.entries.nth(4)).toContainText('Pass');
  await expect(history.section.getByRole('region', { name: 'Last 7 days' })).toContainText('Loads6');

  // --- filter and search ---
  await history.outcomeFilter.selectOption({ label: 'Passed' });
  await expect(history.routes).toHaveText([DALLAS, MEMPHIS]);
  await history.outcomeFilter.selectOption({ label: 'All' });
  await history.search.fill('  memphis ');
  await expect(history.routes).toHaveText([AUSTIN, MEMPHIS]);
  await history.search.fill('boise');
  await expect(history.section).toContainText('No results match your filters. Try adjusting your search or filters.');
  await history.search.fill('');
  // net RPM = rate / miles − 1.048461538: Dallas 660 → 1.70 is the best, Tulsa 1500 / 680 → 1.16 the worst
  await history.sort.selectOption({ label: 'Best RPM' });
  await expect(history.routes.first()).toHaveText(DALLAS);
  await expect(history.entries.first().getByTestId('history-rpm')).toHaveText('$1.70/mi');
  await history.sort.selectOption({ label: 'Worst RPM' });
  await expect(history.routes.first()).toHaveText(TULSA);
  await expect(history.entries.first().getByTestId('history-rpm')).toHaveText('$1.16/mi');
  await history.sort.selectOption({ label: 'Newest first' });

  // --- patterns card: six decisions, 3 booked ---
  await expect(history.patterns.getByTestId('patterns-booking-rate')).toHaveText('50%');
  await expect(history.patterns.getByTestId('patterns-route')).toHaveText(DALLAS);
  await expect(history.patterns.getByRole('figure', { name: 'Booking rate by net RPM' })).toBeVisible();

  // --- edit load 2: Pass → Book it, rate 900 → 1200 ---
  await expect(page.getByText('Milestone!')).toBeHidden(); // the 5th load's toast, out of the screenshots
  await history.openEdit(MEMPHIS);
  await expect(history.editField('Fuel cost')).toHaveValue('227.42');
  await history.editOutcome('Book it').check();
  await history.editField('Linehaul rate').fill('1200');
  await page.mouse.move(0, 0); // a phone has no hover; keep it out of the screenshot
  await page.screenshot({ path: 'artifacts/history-edit-dialog-390.png', animations: 'disabled' });
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(history.editDialog.getByTestId('edit-profit')).toHaveText('$972.58');
  await expect(history.editDialog.getByTestId('edit-rpm')).toHaveText('$2.56/mi');
  await history.editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.editDialog).toBeHidden();
  const edited = history.entry(MEMPHIS);
  await expect(edited).toContainText('Book it');
  await expect(edited.getByTestId('history-profit')).toHaveText('$972.58');
  await expect(edited.getByTestId('history-rpm')).toHaveText('$2.56/mi');
  await expect(history.routes).toHaveText([TULSA, DALLAS, AUSTIN, DALLAS, MEMPHIS, DALLAS]); // in place
  await expect(history.patterns.getByTestId('patterns-booking-rate')).toHaveText('67%');

  expect(await axeViolations(page, '#history')).toEqual([]);
  await history.section.screenshot({ path: 'artifacts/history-section-390.png', animations: 'disabled' });
  await history.patterns.screenshot({ path: 'artifacts/history-patterns-390.png', animations: 'disabled' });

  // --- similar-loads alert on the calculator ---
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '240', rate: '650' });
  await expect(history.similarLoads).toHaveText('You sometimes book loads like this (2 of 3).');
  await expect(history.similarLoads).toHaveAttribute('aria-live', 'polite');
  await history.similarLoads.screenshot({ path: 'artifacts/history-similar-alert-390.png' });
  await calc.fillLoad({ origin: '', destination: '', miles: '', rate: '' });
  await expect(history.similarLoads).toBeEmpty();

  // --- export: a local download, no network ---
  const requests: Request[] = [];
  const onRequest = (r: Request) => requests.push(r);
  page.on('request', onRequest);
  const [download] = await Promise.all([page.waitForEvent('download'), history.exportCsv.click()]);
  await expect(page.getByText('Export successful')).toBeVisible();
  await expect(page.getByText('Exported 6 decision(s) to CSV.')).toBeVisible();
  page.off('request', onRequest);
  expect(requests.filter((r) => !r.url().startsWith('blob:')).map((r) => r.url())).toEqual([]);
  expect(download.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv$/);

  const text = readFileSync(await download.path(), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  // The contract's 13 columns first, in their order, then the extra ones (R-CSV-2).
  expect(parsed.meta.fields?.slice(0, 13)).toEqual([
    'Date', 'Origin', 'Destination', 'Miles', 'Rate', 'FSC', 'Tolls', 'Fuel Cost', 'Total Revenue', 'Net Profit', 'RPM', 'Decision', 'Notes',
  ]);
  expect(parsed.meta.fields).toEqual([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, ...CSV_DEAL_COLUMNS, ...CSV_KEEP_COLUMNS, ...CSV_PROFILE_COLUMNS]);
  expect(parsed.data).toHaveLength(6);
  expect(parsed.data.map((r) => `${r.Origin} → ${r.Destination}`)).toEqual([TULSA, DALLAS, AUSTIN, DALLAS, MEMPHIS, DALLAS]);
  expect(parsed.data.map((r) => r.Decision)).toEqual(['Book', 'Pass', 'Counter', 'Book', 'Book', 'Book']);
  for (const row of parsed.data) {
    for (const column of ['Rate', 'FSC', 'Tolls', 'Fuel Cost', 'Total Revenue', 'Net Profit', 'RPM']) {
      expect(row[column], `${column} of ${row.Origin}`).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(new Date(row.Date!).toISOString()).toBe(row.Date);
  }
  const memphis = parsed.data[4]!;
  expect(memphis).toMatchObject({ Miles: '380', Rate: '1200.00', FSC: '0.00', 'Fuel Cost': '227.42', 'Total Revenue': '1200.00', 'Net Profit': '972.58', RPM: '2.56' });
  // Default settings still get the extra columns: 380 mi ÷ 500 mi/day = 0.76 days,
  // 972.58 (the edited profit, above) ÷ 0.76 = 1279.7105 → 1279.71 a day, and the whole default
  // profile the load was logged with.
  expect(memphis).toMatchObject({
    'Deadhead Miles': '0', 'Total Miles': '380', 'All-in RPM': '2.56', 'Factoring Fee': '0.00', 'Dispatch Fee': '0.00',
    'Trip Days': '0.76', 'Profit per Day': '1279.71',
    'Fuel Type': 'Diesel', 'Fuel Price': '3.89', MPG: '6.5', 'Daily Fixed Costs': '250.00', 'Variable Cost per Mile': '0.35',
    'Factoring %': '0', 'Dispatch %': '0', 'Miles per Day': '500', 'Fixed-cost Spread (miles)': '2500',
    'Good Net RPM': '0.80', 'Fair Net RPM': '0.70', 'Good Profit': '900.00', 'Fair Profit': '450.00',
  });
  // The note typed as '=SUM(A1:A2)' can never run as a formula in a spreadsheet.
  expect(parsed.data[0]!.Notes).toBe("'=SUM(A1:A2)");

  // --- clear all ---
  await history.clearAll.click();
  await expect(history.clearDialog).toBeVisible();
  await history.clearDialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(history.clearDialog).toBeHidden();
  await expect(history.section).toContainText('No loads logged yet');
  await expect(history.patterns).toContainText('Log 5 more load(s)');
  const stored = await history.stored();
  expect(stored.history).toEqual([]);
  await expect(history.heading).toBeFocused();
});

test('paging: 10 at first, Load more adds 10 (history seeded in local storage)', async ({ page }) => {
  // Seeded rather than logged: 25 loads through the form would only test the calculator again.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const base = Date.now();
    const history = Array.from({ length: 25 }, (_, i) => ({
      id: `seed-${i}`,
      createdAt: new Date(base - (i + 1) * 3_600_000).toISOString(),
      outcome: (['book', 'counter', 'pass'] as const)[i % 3],
      origin: `City ${i}, TX`,
      destination: `Town ${i}, OK`,
      miles: 300,
      rate: 900 + i,
      fsc: 0,
      tolls: 0,
      fuelCost: 180,
      profit: 500 + i,
      rpm: (500 + i) / 300,
    }));
    localStorage.setItem('lm:v2:state', JSON.stringify({ history, clearedAt: null }));
  });
  const history = new HistoryPage(page);
  await page.goto('/');
  await history.heading.scrollIntoViewIfNeeded();
  await expect(history.entries).toHaveCount(10);
  await expect(history.status).toHaveText('Showing 10 of 25 loads');
  await history.loadMore.click();
  await expect(history.entries).toHaveCount(20);
  await history.loadMore.click();
  await expect(history.entries).toHaveCount(25);
  await expect(history.loadMore).toHaveCount(0);
  await history.search.fill('city 1');
  // City 1, City 10 … City 19: 11 matches, back to the first page of 10
  await expect(history.status).toHaveText('Showing 10 of 11 matching loads');
});
