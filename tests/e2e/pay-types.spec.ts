import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';

/*
 * How the driver is paid, and driver profiles (docs/product-rules.md R-PAY) at 390×844 against
 * the real server. Worked on the default cost profile (fuel 3.89 / 6.5 = 0.598461538 a mile,
 * variable 0.35, fixed 250 / 2500 = 0.10 → 1.048461538 a mile):
 *
 *   Per mile, $1.60 loaded + $0.50 empty, 500 loaded + 50 deadhead: pay 800 + 25 = $825.00;
 *   costs on 550 mi = 576.653846, profit $248.35, all-in RPM 0.45 → Pass, at any linehaul.
 *   Percentage 75 %, 500 mi at $1,500: pay $1,125.00; own authority: pay $1,500.00.
 */

test.use({ viewport: PHONE_VIEWPORT, timezoneId: 'UTC' });

async function choosePay(calc: CalculatorPage, type: 'Own authority' | 'Percentage' | 'Per mile' | 'Flat per load') {
  await calc.costSheet.getByLabel('Pay type', { exact: true }).selectOption({ label: type });
}

const yourPay = (page: Page) => page.getByTestId('result-your-pay');

test("per mile: Your pay $825.00; the linehaul moves neither profit nor verdict; the drawer has no linehaul tiers", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.openCostEditor();
  await expect(calc.costSheet.getByRole('heading', { name: "How you're paid" })).toBeVisible();
  await choosePay(calc, 'Per mile');
  await calc.costField('Pay per loaded mile').fill('1.60');
  await calc.costField('Pay per empty mile').fill('0.50');
  await expect(calc.costSheet.getByRole('switch', { name: 'I pay fuel' })).toBeChecked();
  await expect(calc.costSheet.getByRole('switch', { name: 'I pay tolls' })).toBeChecked();
  await calc.saveCostEditor();

  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await page.getByLabel('Deadhead miles', { exact: true }).fill('50');
  await expect(yourPay(page)).toHaveText('$825.00');
  await expect(calc.profit).toHaveText('$248.35');
  await expect(calc.guidance).toHaveAttribute('data-verdict', 'pass');
  // No carrier split for pay per mile: the form says how the driver is paid instead.
  await expect(page.getByTestId('pay-note')).toHaveText('Paid per mile');
  await expect(calc.carrierSplit).toHaveCount(0);

  for (const rate of ['3000', '900']) {
    await calc.rate.fill(rate);
    await expect(yourPay(page)).toHaveText('$825.00');
    await expect(calc.profit).toHaveText('$248.35');
    await expect(calc.guidance).toHaveAttribute('data-verdict', 'pass');
  }

  await page.getByRole('button', { name: 'Show breakdown' }).click();
  await expect(calc.breakdownValue('your-pay')).toHaveText('$825.00');
  await expect(calc.breakdownValue('pay-basis')).toHaveText('The load pays your carrier; you are paid $1.60 × 500 loaded mi + $0.50 × 50 empty mi.');

  await calc.negotiationButton.click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await expect(drawer.getByRole('heading', { name: 'The linehaul does not change your pay' })).toBeVisible();
  await expect(drawer.getByTestId('negotiation-your-pay')).toHaveText('$825.00');
  await expect(drawer.getByTestId('tier-ask')).toHaveCount(0);
  await expect(drawer.getByText('Ask Rate')).toHaveCount(0);
  await expect(drawer.getByTestId('negotiation-levers')).toContainText('Paid empty miles: 50 empty mi at $1.60 instead of $0.50: $55.00 more.');
  await expect(drawer.getByTestId('negotiation-levers')).toContainText('Accessorials');
  await expect(drawer.getByTestId('negotiation-levers')).toContainText('Detention');
  await expect(drawer.getByRole('heading', { name: 'Ask for paid empty miles' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Ask for accessorial pay' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Ask for detention pay' })).toBeVisible();
  await expect(drawer.getByText(/Can you pay them at \$1\.60\/mi\?/)).toBeVisible();
});

test('own authority with deadhead: the drawer says its tiers count all 550 miles', async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await page.getByLabel('Deadhead miles', { exact: true }).fill('50');
  await expect(yourPay(page)).toHaveText('$1,500.00');
  await calc.negotiationButton.click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await expect(drawer.getByTestId('tier-ask')).toHaveText('$1,725');
  await expect(drawer.getByTestId('negotiation-miles-basis')).toHaveText(
    'RPM and per-mile charges are based on 550 mi: 500 loaded + 50 deadhead: every mile the truck runs.',
  );
  // 1,500 ÷ 550 = $2.73 a mile run
  await expect(drawer.getByTestId('negotiation-base-rpm')).toHaveText('$2.73');
});

test('two profiles switch in one tap, and each logged entry names its profile', async ({ page }) => {
  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();
  const profiles = page.getByRole('radiogroup', { name: 'Profile' });
  const myTruck = profiles.getByRole('radio', { name: 'My truck' });
  const acme = profiles.getByRole('radio', { name: 'Leased to Acme, 75 %' });
  await expect(myTruck).toBeChecked();

  // A second profile: named, then set up as a 75 % lease in the Cost Profile sheet.
  await page.getByRole('button', { name: 'Add profile' }).click();
  await page.getByLabel('Profile name', { exact: true }).fill('Leased to Acme, 75 %');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(acme).toBeChecked();
  await calc.openCostEditor();
  await choosePay(calc, 'Percentage');
  const sheetSlider = calc.costSheet.getByRole('slider', { name: 'Split percent' });
  await sheetSlider.focus();
  for (let i = 0; i < 5; i++) await sheetSlider.press('ArrowLeft');
  await expect(sheetSlider).toHaveValue('75');
  await expect(calc.costSheet.getByRole('switch', { name: 'FSC included in my percentage' })).toBeChecked();
  await calc.saveCostEditor();
  await expect(calc.carrierSplit).toBeChecked();
  await expect(calc.splitSlider).toHaveValue('75');

  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await expect(yourPay(page)).toHaveText('$1,125.00');
  await calc.logDecision.click();

  // One tap back to the first profile: own authority, all of the linehaul.
  await myTruck.click();
  await expect(myTruck).toBeChecked();
  await expect(calc.carrierSplit).not.toBeChecked();
  await calc.fillLoad({ origin: 'Tulsa, OK', destination: 'Dallas, TX', miles: '500', rate: '1500' });
  await expect(yourPay(page)).toHaveText('$1,500.00');
  await calc.logDecision.click();

  // And one tap to Acme again: its 75 % split is back.
  await acme.click();
  await expect(calc.carrierSplit).toBeChecked();
  await expect(calc.splitSlider).toHaveValue('75');

  await history.heading.scrollIntoViewIfNeeded();
  await expect(history.entry('Tulsa, OK → Dallas, TX').getByTestId('history-profile')).toHaveText('My truck');
  await expect(history.entry('Dallas, TX → Houston, TX').getByTestId('history-profile')).toHaveText('Leased to Acme, 75 %');

  const [download] = await Promise.all([page.waitForEvent('download'), history.exportCsv.click()]);
  const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(lines[0]!.endsWith(',You keep,You keep per day,Broker,Paid on,Profile')).toBe(true);
  expect(lines[1]!.endsWith(',My truck')).toBe(true);
  expect(lines[2]!.endsWith(',"Leased to Acme, 75 %"')).toBe(true);

  // The profiles and the active one survive a reload.
  await calc.goto();
  await expect(acme).toBeChecked();
  await expect(calc.splitSlider).toHaveValue('75');
});

test('Log decision tapped the moment a profile switch lands names the profile its figures came from', async ({ page }) => {
  const calc = new CalculatorPage(page);
  const history = new HistoryPage(page);
  await calc.goto();
  const profiles = page.getByRole('radiogroup', { name: 'Profile' });
  await page.getByRole('button', { name: 'Add profile' }).click();
  await page.getByLabel('Profile name', { exact: true }).fill('Leased to Acme, 75 %');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(profiles.getByRole('radio', { name: 'Leased to Acme, 75 %' })).toBeChecked();
  await calc.openCostEditor();
  await choosePay(calc, 'Percentage');
  const sheetSlider = calc.costSheet.getByRole('slider', { name: 'Split percent' });
  await sheetSlider.focus();
  for (let i = 0; i < 5; i++) await sheetSlider.press('ArrowLeft');
  await calc.saveCostEditor();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1500' });
  await expect(yourPay(page)).toHaveText('$1,125.00');

  // A quick thumb: 'My truck', then 'Log decision' as soon as the switch shows on screen, before
  // the page has had a moment to settle. The entry must be wholly My truck's: own authority, all
  // of the $1,500 linehaul, profit 1,500 − 500 × 1.048461538 = $975.77.
  await page.evaluate(() => {
    const group = document.querySelector<HTMLElement>('[role="radiogroup"][aria-label="Profile"]')!;
    const radio = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.nextElementSibling?.textContent === 'My truck')!;
    const log = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Log decision')!;
    return new Promise<void>((resolve) => {
      const seen = new MutationObserver(() => {
        if (!radio.checked) return;
        seen.disconnect();
        log.click();
        resolve();
      });
      seen.observe(group, { attributes: true, subtree: true, attributeFilter: ['class'] });
      radio.click();
    });
  });

  await history.heading.scrollIntoViewIfNeeded();
  const entry = history.entry('Dallas, TX → Houston, TX');
  await expect(entry.getByTestId('history-profit')).toHaveText('$975.77');
  await expect(entry.getByTestId('history-profile')).toHaveText('My truck');
});
