import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/*
 * Terms on the rate confirmation (docs/product-rules.md R-UPLOAD-6, R-UPLOAD-7), end to end on a
 * phone: the real server reads scripts/rate-cons/terms-sheet.ts's sheet (Memphis, TN → Atlanta,
 * GA, 392 mi, linehaul $1,450.00, FSC $120.00; detention $45/h after 2 free hours, layover $150 per
 * day, TONU $200; no lumper line).
 *
 * Hotshot, offer $1,450: nothing applied → ask 1,450 × 1.15 = 1,667.50 → $1,668.
 * 2 h detention at the sheet's $45 → $90 → total $1,540 → ask 1,540 × 1.15 = $1,771.
 */
const SHEET = path.resolve('tests/fixtures/rate-cons-terms/terms.png');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function dropSheet(page: Page) {
  const base64 = readFileSync(SHEET).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'terms.png', { type: 'image/png' }));
      return dt;
    },
    { base64 },
  );
  await page.getByRole('group', { name: 'Rate confirmation drop zone' }).dispatchEvent('drop', { dataTransfer });
}

test('the review card lists the sheet’s terms, Apply carries them to the negotiation drawer', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Load' });
  await form.getByLabel('Linehaul rate').fill('1500');
  await dropSheet(page);

  const card = page.getByRole('region', { name: 'Extracted fields review' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const terms = card.getByRole('list', { name: 'Terms on the sheet' });
  await expect(terms.getByRole('listitem')).toHaveText(['Detention: $45/h after 2 free hours', 'Layover: $150 per day', 'TONU: $200']);
  await expect(card.getByText('Not on the sheet: Lumper. Ask the broker before you book.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Nothing the driver typed changes before 'Apply to form'.
  await expect(form.getByLabel('Linehaul rate')).toHaveValue('1500');

  await card.getByRole('button', { name: 'Apply to form' }).click();
  await expect(card).toBeHidden();
  await expect(form.getByLabel('Linehaul rate')).toHaveValue('1450');
  await expect(form.getByLabel('Origin')).toHaveValue('Memphis, TN');

  await page.getByRole('button', { name: 'Generate Negotiation Message' }).click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await expect(drawer).toBeVisible();
  // The Accessorials section opens by itself: the load came with accessorials.
  await expect(drawer.getByLabel('Detention rate ($/hour)')).toHaveValue('45');
  await expect(drawer.getByLabel('Detention (hours)')).toHaveValue('');
  await expect(drawer.getByRole('list', { name: 'On the rate confirmation' }).getByRole('listitem')).toHaveText([
    'Layover: $150 per day',
    'TONU: $200',
  ]);
  await expect(drawer.getByTestId('tier-ask')).toContainText('$1,668');

  await drawer.getByLabel('Detention (hours)').fill('2');
  await expect(drawer.getByTestId('negotiation-total')).toHaveText('$1,540');
  await expect(drawer.getByTestId('tier-ask')).toContainText('$1,771');
});

test('Cancel leaves the form and the drawer as they were', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Load' });
  await form.getByLabel('Origin').fill('Dallas, TX');
  await form.getByLabel('Destination').fill('Houston, TX');
  await form.getByLabel('Loaded miles').fill('400');
  await form.getByLabel('Linehaul rate').fill('1000');
  await dropSheet(page);
  const card = page.getByRole('region', { name: 'Extracted fields review' });
  await expect(card.getByRole('list', { name: 'Terms on the sheet' })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeHidden();
  await expect(form.getByLabel('Linehaul rate')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Generate Negotiation Message' }).click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await drawer.getByRole('button', { name: 'Accessorials' }).click();
  await expect(drawer.getByLabel('Detention (hours)')).toBeVisible();
  await expect(drawer.getByLabel('Detention rate ($/hour)')).toHaveCount(0);
  await expect(drawer.getByRole('list', { name: 'On the rate confirmation' })).toHaveCount(0);
});
