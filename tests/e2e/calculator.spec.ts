import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { seedLocalStorage } from './fixtures/storage';
import { CalculatorPage, DESKTOP_VIEWPORT, PHONE_VIEWPORT, PhoneCalculatorPage } from './pages/calculator-page';

/*
 * Worked figures, by hand, from docs/product-rules.md R-CALC and the default cost profile
 * (fuel $3.89/gal, 6.5 MPG, daily fixed $250, variable $0.35/mi; thresholds good RPM 0.80,
 * fair 0.70, good profit 900, fair 450):
 *
 *   per mile: fuel 3.89 / 6.5 = 0.598461538…, variable 0.35, fixed 250 / 2500 = 0.10
 *
 * Load A — 500 mi, rate 1400, FSC 100, tolls 25
 *   revenue 1400 + 100 = 1500; fuel 500 / 6.5 × 3.89 = 299.230769; variable 175; fixed 50; tolls 25
 *   costs 549.230769 → profit 950.769231 → $950.77; gross RPM 1500/500 = $3.00;
 *   net RPM 950.769231/500 = 1.901538 → $1.90; 1.90 ≥ 0.80 and 950.77 ≥ 900 → Book it
 *   FSC off:   revenue 1400 → profit 850.769231 → $850.77; gross $2.80; net 1.701538 → $1.70;
 *              850.77 < 900 but ≥ 450, RPM ≥ 0.70 → Consider countering
 *   tolls off: costs 524.230769 → profit 975.769231 → $975.77; net 1.951538 → $1.95 → Book it
 *   fuel off:  costs 250 → profit 1250 → $1,250.00; net $2.50 → Book it
 *   split 80%: share 1500 × 0.8 = 1200 → profit 650.769231 → $650.77; 'Your Share RPM' 1200/500 = $2.40;
 *              net 1.301538 → $1.30 → Consider countering
 *
 * Load B — 400 mi, rate 1100
 *   fuel 400 / 6.5 × 3.89 = 239.384615; variable 140; fixed 40 → costs 419.384615
 *   profit 680.615385 → $680.62; gross 1100/400 = $2.75; net 1.701538 → $1.70 → Consider countering
 *   fuel price 4.50: fuel 276.923077 → costs 456.923077 → profit 643.076923 → $643.08; net 1.607692 → $1.61
 *     with Good Profit 600: 1.61 ≥ 0.80 and 643.08 ≥ 600 → Book it
 *   hotshot diesel presets (12 MPG, 0.45/mi, 180/day): fuel 400/12 × 3.89 = 129.666667; variable 180;
 *     fixed 180/2500 × 400 = 28.8 → costs 338.466667 → profit 761.533333 → $761.53; net 1.903833 → $1.90
 *   hotshot gas presets (8 MPG): fuel 400/8 × 3.89 = 194.50 → costs 403.30 → profit $696.70; net 1.74175 → $1.74
 *
 * Load C — 300 mi, rate 600
 *   fuel 179.538462; variable 105; fixed 30 → costs 314.538462 → profit 285.461538 → $285.46;
 *   gross $2.00; net 0.951538 → $0.95; profit 285.46 < 450 → Pass
 *
 * Load D — 2000 mi, rate 3300 (pass on RPM although the profit is high)
 *   costs 2000 × 1.048461538 = 2096.923077 → profit 1203.076923 → $1,203.08; gross $1.65;
 *   net 0.601538 → $0.60 < 0.70 → Pass
 */

const LOAD_A = { origin: 'Dallas, TX', destination: 'Houston, TX', miles: '500', rate: '1400', fsc: '100', tolls: '25' };
const LOAD_B = { origin: 'Denver, CO', destination: 'Cheyenne, WY', miles: '400', rate: '1100' };
const LOAD_C = { origin: 'Tulsa, OK', destination: 'Wichita, KS', miles: '300', rate: '600' };
const LOAD_D = { origin: 'Atlanta, GA', destination: 'Phoenix, AZ', miles: '2000', rate: '3300' };

const SCREENSHOT_DIR = 'artifacts/screenshots';

async function screenshot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** Analytics events the page posts (the server stores them; here we only watch them go out). */
function watchEvents(page: Page) {
  const events: { event_name: string; payload: Record<string, unknown> }[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/events') && req.method() === 'POST') events.push(JSON.parse(req.postData() ?? '{}'));
  });
  return events;
}

test.describe('calculator on a desktop', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('each verdict, to the cent', async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.goto();
    await expect(calc.origin).toHaveAttribute('placeholder', 'City, ST');
    await expect(calc.miles).toHaveAttribute('inputmode', 'decimal');
    await expect(calc.guidance).toHaveAttribute('aria-live', 'polite');

    await calc.fillLoad(LOAD_A);
    await calc.expectFigures({ profit: '$950.77', grossRpm: '$3.00', netRpm: '$1.90', verdict: 'book' });
    await expect(calc.fuel).toHaveValue('$299.23');

    await calc.fillLoad({ ...LOAD_B, fsc: '', tolls: '' });
    await calc.expectFigures({ profit: '$680.62', grossRpm: '$2.75', netRpm: '$1.70', verdict: 'counter' });

    await calc.fillLoad(LOAD_C);
    await calc.expectFigures({ profit: '$285.46', grossRpm: '$2.00', netRpm: '$0.95', verdict: 'pass' });

    await calc.fillLoad(LOAD_D);
    await calc.expectFigures({ profit: '$1,203.08', grossRpm: '$1.65', netRpm: '$0.60', verdict: 'pass' });
    await screenshot(page, 'desktop-pass');
  });

  test('FSC, tolls, fuel and split toggles change the figures', async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.goto();
    await calc.fillLoad(LOAD_A);
    await calc.expectFigures({ profit: '$950.77', grossRpm: '$3.00', netRpm: '$1.90', verdict: 'book' });

    await calc.includeFsc.click();
    await expect(calc.includeFsc).toHaveAttribute('aria-checked', 'false');
    await calc.expectFigures({ profit: '$850.77', grossRpm: '$2.80', netRpm: '$1.70', verdict: 'counter' });
    await calc.includeFsc.click();

    await calc.includeTolls.click();
    await calc.expectFigures({ profit: '$975.77', grossRpm: '$3.00', netRpm: '$1.95', verdict: 'book' });
    await calc.includeTolls.click();

    await calc.includeFuel.click();
    await calc.expectFigures({ profit: '$1,250.00', grossRpm: '$3.00', netRpm: '$2.50', verdict: 'book' });
    await expect(calc.fuel).toHaveValue('$299.23'); // the display keeps the trip's fuel cost
    await calc.includeFuel.click();
    await calc.expectFigures({ profit: '$950.77', grossRpm: '$3.00', netRpm: '$1.90', verdict: 'book' });

    await expect(page.getByText('Gross RPM', { exact: true })).toBeVisible();
    await calc.carrierSplit.click();
    await calc.setSplit(80);
    await expect(page.getByText('Your Share RPM', { exact: true })).toBeVisible();
    await calc.expectFigures({ profit: '$650.77', grossRpm: '$2.40', netRpm: '$1.30', verdict: 'counter' });

    // The breakdown shows the same figures line by line.
    await page.getByRole('button', { name: 'Show breakdown' }).click();
    await expect(calc.breakdownValue('revenue')).toHaveText('$1,500.00');
    await expect(calc.breakdownValue('share')).toHaveText('$1,200.00');
    await expect(calc.breakdownValue('fuel')).toHaveText('$299.23');
    await expect(calc.breakdownValue('costs')).toHaveText('$549.23');
    await expect(calc.breakdownValue('profit')).toHaveText('$650.77');
    await expect(calc.breakdownValue('fuel-price')).toHaveText('$3.89/gal');

    // Split at 0 falls back to 100 %.
    await calc.setSplit(0);
    await calc.expectFigures({ profit: '$950.77', grossRpm: '$3.00', netRpm: '$1.90', verdict: 'book' });

    await page.getByRole('button', { name: 'How is this calculated?' }).click();
    await expect(page.getByTestId('explanation')).toContainText('500 mi ÷ 6.5 MPG × $3.89/gal = $299.23');
  });

  test('editing the cost profile changes the figures; Reset to Defaults and Undo', async ({ page }) => {
    const calc = new CalculatorPage(page);
    const events = watchEvents(page);
    await calc.goto();
    const dot = page.getByTestId('cost-editor-dot');
    await expect(dot).toBeVisible();
    // Still while the page loads; pulsing from the driver's first touch or key.
    const animation = () => dot.locator('span').first().evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).toBe('none');
    await calc.fillLoad(LOAD_B);
    await expect.poll(animation).toBe('ping');
    await calc.expectFigures({ profit: '$680.62', grossRpm: '$2.75', netRpm: '$1.70', verdict: 'counter' });

    await calc.openCostEditor();
    await expect(calc.costSheet.getByText('Customize MPG, fuel price & costs to match your truck.')).toBeVisible();
    await expect(page.getByTestId('cost-editor-dot')).toHaveCount(0);
    await expect(calc.costField('Fuel price per gallon')).toHaveAttribute('step', '0.01');
    await expect(calc.costField('Fuel price per gallon')).toHaveAttribute('min', '0');
    await calc.costField('Fuel price per gallon').fill('4.50');
    await calc.costField('Good Profit').fill('600');
    await calc.saveCostEditor();
    await calc.expectFigures({ profit: '$643.08', grossRpm: '$2.75', netRpm: '$1.61', verdict: 'book' });

    // Cancel reverts unsaved edits.
    await calc.openCostEditor();
    await expect(calc.costSheet.getByText('Customize MPG, fuel price & costs to match your truck.')).toHaveCount(0);
    await calc.costField('Fuel price per gallon').fill('9.99');
    await calc.costSheet.getByRole('button', { name: 'Cancel' }).click();
    await calc.expectFigures({ profit: '$643.08', grossRpm: '$2.75', netRpm: '$1.61', verdict: 'book' });

    // Reset to Defaults: the thresholds only (fuel price stays 4.50), with Undo.
    await calc.openCostEditor();
    await calc.costSheet.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(calc.costField('Good Profit')).toHaveValue('900');
    await expect(calc.costField('Fuel price per gallon')).toHaveValue('4.5');
    await expect(page.getByText('Defaults restored.')).toBeVisible();
    await calc.expectFigures({ profit: '$643.08', grossRpm: '$2.75', netRpm: '$1.61', verdict: 'counter' });
    // Undo works while the sheet is still open, and does not close it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(calc.costField('Good Profit')).toHaveValue('600');
    await expect(calc.costSheet).toBeVisible();
    await calc.costSheet.getByRole('button', { name: 'Cancel' }).click();
    await calc.expectFigures({ profit: '$643.08', grossRpm: '$2.75', netRpm: '$1.61', verdict: 'book' });

    expect(events.map((e) => e.event_name)).toEqual(
      expect.arrayContaining(['cost_editor_first_open', 'cost_assumptions_edited']),
    );
  });

  test('industry presets fill and lock MPG, variable and fixed costs', async ({ page }) => {
    const calc = new CalculatorPage(page);
    const events = watchEvents(page);
    await calc.goto();
    await calc.fillLoad(LOAD_B);
    await calc.openCostEditor();
    await page.getByRole('switch', { name: 'Use industry presets' }).click();
    await expect(calc.costField('Average MPG')).toBeDisabled();
    await expect(calc.costField('Average MPG')).toHaveValue('12');
    await expect(calc.costField('Variable cost per mile')).toHaveValue('0.45');
    await expect(calc.costField('Daily fixed costs')).toHaveValue('180');
    await expect(calc.costField('Fuel price per gallon')).toBeEnabled();
    await calc.saveCostEditor();
    await calc.expectFigures({ profit: '$761.53', grossRpm: '$2.75', netRpm: '$1.90', verdict: 'counter' });

    await calc.openCostEditor();
    await calc.costSheet.getByRole('radio', { name: 'Gas' }).check();
    await expect(calc.costField('Average MPG')).toHaveValue('8');
    await calc.saveCostEditor();
    await calc.expectFigures({ profit: '$696.70', grossRpm: '$2.75', netRpm: '$1.74', verdict: 'counter' });

    await calc.openCostEditor();
    await page.getByRole('switch', { name: 'Use industry presets' }).click();
    await expect(calc.costField('Average MPG')).toBeEnabled();
    await calc.costSheet.getByRole('button', { name: 'Cancel' }).click();

    expect(events.filter((e) => e.event_name === 'preset_toggled').map((e) => e.payload)).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
    expect(events.filter((e) => e.event_name === 'fuel_type_changed').map((e) => e.payload)).toEqual([
      { fuelType: 'gas', equipment: 'hotshot' },
    ]);
  });

  test('logging a decision stores it and resets the form, keeping split and equipment', async ({ page }) => {
    const calc = new CalculatorPage(page);
    const events = watchEvents(page);
    await calc.goto();

    // Not ready: the button explains itself and marks the four fields.
    await expect(calc.logDecision).toHaveAttribute('aria-disabled', 'true');
    await expect(calc.logDecision).toHaveAttribute('title', /Complete origin, destination, miles and rate/);
    await expect(calc.negotiationButton).toHaveCount(0);
    await calc.logDecision.click({ force: true });
    await expect(calc.requiredErrors()).toHaveCount(4);
    await expect(calc.origin).toBeFocused();

    await calc.equipment.selectOption({ label: 'Cargo Van' });
    await calc.carrierSplit.click();
    await calc.setSplit(80);
    await calc.fillLoad({ ...LOAD_A, notes: '  tarped  ' });
    await expect(calc.requiredErrors()).toHaveCount(0);
    await expect(calc.negotiationButton).toBeVisible();
    await calc.outcome('Pass').check();
    await calc.logDecision.click();

    await expect(calc.origin).toHaveValue('');
    await expect(calc.destination).toHaveValue('');
    await expect(calc.miles).toHaveValue('');
    await expect(calc.rate).toHaveValue('');
    await expect(calc.fsc).toHaveValue('');
    await expect(calc.notes).toHaveValue('');
    await expect(calc.requiredErrors()).toHaveCount(0);
    await expect(calc.outcome('Book it')).toBeChecked();
    await expect(calc.equipment).toHaveValue('cargo_van');
    await expect(calc.carrierSplit).toHaveAttribute('aria-checked', 'true');
    await expect(calc.splitSlider).toHaveValue('80');

    const [entry] = await calc.storedHistory();
    expect(entry).toMatchObject({
      outcome: 'pass',
      origin: 'Dallas, TX',
      destination: 'Houston, TX',
      miles: 500,
      rate: 1400,
      fsc: 100,
      tolls: 25,
      notes: 'tarped',
      splitPercent: 80,
      fuelType: 'diesel',
    });
    expect(entry!.profit as number).toBeCloseTo(650.769231, 5);
    expect(entry!.rpm as number).toBeCloseTo(1.301538, 5);
    expect(events.find((e) => e.event_name === 'decision_logged')?.payload).toEqual({ decisionType: 'pass' });
  });

  test('the fifth logged decision shows the milestone toast', async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.goto();
    for (let i = 1; i <= 5; i++) {
      await calc.fillLoad({ ...LOAD_C, miles: String(300 + i) });
      await calc.logDecision.click();
      await expect(calc.origin).toHaveValue('');
    }
    await expect(page.getByText('Milestone!')).toBeVisible();
    await expect(page.getByText('Check your Pattern Insights to see booking trends')).toBeVisible();
    expect(await calc.storedHistory()).toHaveLength(5);
  });

  test('calculation_submitted is sent once a complete form has been stable for 2 s', async ({ page }) => {
    const calc = new CalculatorPage(page);
    const events = watchEvents(page);
    await calc.goto();
    await calc.fillLoad(LOAD_B);
    await expect.poll(() => events.filter((e) => e.event_name === 'calculation_submitted').length, { timeout: 5000 }).toBe(1);
    await page.waitForTimeout(2500);
    expect(events.filter((e) => e.event_name === 'calculation_submitted')).toHaveLength(1);
  });

  test('a reload keeps settings, cost profile and onboarding', async ({ page }) => {
    const calc = new CalculatorPage(page);
    await calc.goto();
    await page.getByRole('button', { name: 'Dismiss welcome' }).click();
    await calc.equipment.selectOption({ label: 'Straight Truck' });
    await calc.includeFsc.click();
    await calc.includeTolls.click();
    await calc.carrierSplit.click();
    await calc.setSplit(75);
    await calc.openCostEditor();
    await calc.costField('Fuel price per gallon').fill('4.10');
    await calc.saveCostEditor();

    await page.reload();
    await expect(calc.equipment).toHaveValue('straight_truck');
    await expect(calc.includeFsc).toHaveAttribute('aria-checked', 'false');
    await expect(calc.includeTolls).toHaveAttribute('aria-checked', 'false');
    await expect(calc.includeFuel).toHaveAttribute('aria-checked', 'true');
    await expect(calc.carrierSplit).toHaveAttribute('aria-checked', 'true');
    await expect(calc.splitSlider).toHaveValue('75');
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('cost-editor-dot')).toHaveCount(0);
    await calc.fillLoad({ miles: '100', rate: '500' });
    await page.getByRole('button', { name: 'Show breakdown' }).click();
    await expect(calc.breakdownValue('fuel-price')).toHaveText('$4.10/gal');
    const stored = await page.evaluate(() => ({
      equipment: localStorage.getItem('lm:equipment'),
      includeFsc: localStorage.getItem('lm:includeFsc'),
      useSplit: localStorage.getItem('lm:useSplit'),
      splitPercent: localStorage.getItem('lm:splitPercent'),
    }));
    expect(stored).toEqual({ equipment: 'straight_truck', includeFsc: 'false', useSplit: 'true', splitPercent: '75' });
    // The card stays dismissed, but the tour is still one tap away at the foot of the page.
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick tour' })).toBeVisible();
  });

  test('corrupt storage falls back to defaults without breaking the page', async ({ page }) => {
    await seedLocalStorage(page, { 'lm:v2:state': '{"history":[{"id":', 'lm:equipment': 'semi', 'lm:splitPercent': 'lots' });
    const calc = new CalculatorPage(page);
    await calc.goto();
    await expect(calc.equipment).toHaveValue('hotshot');
    await calc.fillLoad(LOAD_A);
    await calc.expectFigures({ profit: '$950.77', grossRpm: '$3.00', netRpm: '$1.90', verdict: 'book' });
  });

  test('the tour opens from the welcome card and steps through', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Take the tour' }).click();
    const tour = page.getByRole('dialog', { name: 'Quick tour' });
    await expect(tour).toContainText('Step 1 of 4');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText('Step 2 of 4');
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  });
});

test.describe('calculator on a phone (390×844)', () => {
  test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('with the four fields filled, the verdict and profit are on screen without scrolling', async ({ page }) => {
    const calc = new PhoneCalculatorPage(page);
    await calc.goto();
    await screenshot(page, 'phone-empty');
    // Signed out, the header holds the title, History, 'Sign in to sync' and 'Sign in', all on screen.
    for (const control of [
      page.getByRole('link', { name: 'History' }),
      page.getByRole('button', { name: 'Sign in to sync' }),
      page.getByRole('link', { name: 'Sign in', exact: true }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await calc.fillLoad({ origin: LOAD_A.origin, destination: LOAD_A.destination, miles: LOAD_A.miles, rate: LOAD_A.rate });
    // 500 mi, 1400 rate, no FSC/tolls: costs 524.230769 → profit 875.769231 → $875.77; net 1.751538 → $1.75;
    // 875.77 < 900 → Consider countering.
    await calc.rate.blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(calc.resultBar).toHaveAttribute('data-visible', 'true');
    await expect(calc.barProfit).toHaveText('$875.77');
    await expect(calc.barNetRpm).toHaveText('$1.75');
    await expect(calc.barVerdict).toContainText('Consider countering');
    await calc.expectOnScreen(calc.barProfit);
    await calc.expectOnScreen(calc.barVerdict);
    await screenshot(page, 'phone-filled');
    // Nothing sticks out sideways: the page is exactly as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    // Touch targets: the main controls are at least 44 px tall.
    for (const locator of [calc.origin, calc.miles, calc.equipment, calc.costEditorTrigger, calc.logDecision]) {
      const box = await locator.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }

    // A tap on the bar goes to the result panel; the bar then gets out of the way.
    await calc.resultBar.getByRole('button', { name: 'Show result details' }).click();
    await expect(calc.resultBar).toHaveAttribute('data-visible', 'false');
    await expect // the smooth scroll has settled
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(150);
        return (await page.evaluate(() => window.scrollY)) === before;
      })
      .toBe(true);
    await calc.expectOnScreen(calc.profit);
    await screenshot(page, 'phone-result');

    await page.getByRole('button', { name: 'Show breakdown' }).click();
    await screenshot(page, 'phone-full', true);
  });

  test('cost profile bottom sheet fits the phone', async ({ page }) => {
    const calc = new PhoneCalculatorPage(page);
    await calc.goto();
    await calc.openCostEditor();
    await calc.expectOnScreen(calc.costSheet.getByRole('button', { name: 'Save Changes' }));
    await screenshot(page, 'phone-cost-sheet');
  });

  test('dark mode follows the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const calc = new PhoneCalculatorPage(page);
    await calc.goto();
    await calc.fillLoad(LOAD_C);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(248, 250, 252)'); // not the light slate-50
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-dark');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no accessibility violations in the calculator (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const calc = new PhoneCalculatorPage(page);
      await calc.goto();
      await calc.fillLoad(LOAD_A);
      await page.getByRole('button', { name: 'Show breakdown' }).click();
      const screenScan = await axe(page)
        .include('header')
        .include('[aria-labelledby="welcome-heading"]')
        .include('[aria-labelledby="load-heading"]')
        .include('[aria-labelledby="result-heading"]')
        .include('[data-testid="result-bar"]')
        .analyze();
      expect(screenScan.violations).toEqual([]);
      await calc.openCostEditor();
      const sheetScan = await axe(page).include('[role="dialog"]').analyze();
      expect(sheetScan.violations).toEqual([]);
    });
  }
});
