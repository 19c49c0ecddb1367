import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';

/*
 * A screenshot of an offer uploaded as a rate confirmation (docs/decisions/014-paste-and-share-offers.md
 * 'Offer screenshots'): the server reads the image (OCR) and finds no rate confirmation, so it
 * sends the image's text back; the browser's offer reader shows it in the offer's review card,
 * and 'Apply to form' gives the verdict. The fixture is a phone's message bubble:
 * "Dallas TX to Atlanta GA 781 mi / $1,850 all in, pu tmrw 8am".
 */
test.use({ viewport: PHONE_VIEWPORT });

const MESSAGE = path.resolve('tests/fixtures/offers-images/text-message.png');

test('uploading a screenshot of a text-message offer opens the offer review card; Apply gives the verdict', async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await page.getByLabel('Rate confirmation image').setInputFiles(MESSAGE);

  const offerHelper = page.getByRole('region', { name: 'Load offer' });
  const review = offerHelper.getByRole('region', { name: 'Extracted fields review' });
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(review.getByLabel('Origin', { exact: true })).toHaveValue('Dallas, TX');
  await expect(review.getByLabel('Destination', { exact: true })).toHaveValue('Atlanta, GA');
  await expect(review.getByLabel('Miles', { exact: true })).toHaveValue('781');
  await expect(review.getByLabel('Rate', { exact: true })).toHaveValue('1850');
  await expect(page.getByText('Could not extract data')).toHaveCount(0);
  // Nothing reaches the form before Apply.
  await expect(page.getByRole('region', { name: 'Load', exact: true }).getByLabel('Origin', { exact: true })).toHaveValue('');

  await review.getByRole('button', { name: 'Apply to form' }).click();
  await expect(review).toHaveCount(0);
  await expect(calc.origin).toHaveValue('Dallas, TX');
  await expect(calc.destination).toHaveValue('Atlanta, GA');
  await expect(calc.miles).toHaveValue('781');
  await expect(calc.rate).toHaveValue('1850');
  await expect(page.getByText('Auto-filled from offer')).toBeVisible();
  await expect(calc.guidance).toHaveAttribute('data-verdict', /book|counter|pass/);
});
