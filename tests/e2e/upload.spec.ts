import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Truth } from '../../scripts/rate-cons/load';

// Rate-confirmation reading end to end: the real server reads a committed fixture with Tesseract.
const FIXTURES = path.resolve('tests/fixtures/rate-cons');
const truthOf = (file: string): Truth =>
  (JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')) as Array<{ file: string; truth: Truth }>).find(
    (e) => e.file === file,
  )!.truth;

async function dropFile(page: Page, file: string, type: string, dir = FIXTURES) {
  const base64 = readFileSync(path.join(dir, file)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type }));
      return dt;
    },
    { base64, name: file, type },
  );
  await page.getByRole('group', { name: 'Rate confirmation drop zone' }).dispatchEvent('drop', { dataTransfer });
}

const review = (page: Page) => page.getByRole('region', { name: 'Extracted fields review' });
const money = (n: number | null) => (n === null ? '' : String(n));

test('drop a rate confirmation, review the extracted fields, apply them to the form', async ({ page }) => {
  const file = '01-labelled.png';
  const truth = truthOf(file);
  await page.goto('/');
  await expect(page.getByText('Supported: JPG, PNG, WEBP. Max 10MB.')).toBeVisible();

  await dropFile(page, file, 'image/png');
  await expect(page.getByRole('button', { name: 'Scanning...' })).toBeVisible();

  const card = review(page);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Data extracted')).toBeVisible();
  await expect(card.getByLabel('Origin')).toHaveValue(truth.origin);
  await expect(card.getByLabel('Destination')).toHaveValue(truth.destination);
  await expect(card.getByLabel('Miles')).toHaveValue(String(truth.miles));
  await expect(card.getByLabel('Rate')).toHaveValue(String(truth.rate));
  await expect(card.getByLabel('FSC')).toHaveValue(money(truth.fsc));
  await expect(card.getByLabel('Tolls')).toHaveValue(money(truth.tolls));
  await expect(card.getByLabel('Load reference')).toHaveValue(truth.loadReference);
  await expect(card.getByTestId('extraction-confidence')).toHaveAttribute('data-level', 'high');

  await card.getByRole('button', { name: 'Apply to form' }).click();
  await expect(page.getByText('Fields applied')).toBeVisible();
  await expect(page.getByText('Form has been auto-filled with extracted data.')).toBeVisible();
  await expect(card).toBeHidden();

  // The calculator form, when the page places the helper in its upload slot.
  const form = page.getByRole('region', { name: 'Load' });
  await expect(form.getByLabel('Origin')).toHaveValue(truth.origin);
  await expect(form.getByLabel('Destination')).toHaveValue(truth.destination);
  await expect(form.getByLabel('Loaded miles')).toHaveValue(String(truth.miles));
  await expect(form.getByLabel('Linehaul rate')).toHaveValue(String(truth.rate));
  await expect(page.getByText('Auto-filled from image')).toBeVisible();
  await expect(page.getByTestId('result-profit')).toHaveText(/\$\s?-?[\d,]+/);
});

test('a sheet whose total does not add up: the card marks Rate and FSC, and nothing is applied before Apply', async ({ page }) => {
  // Line haul $900.00 + fuel $100.00 printed with a total of $1,200.00 (scripts/rate-cons/doctored-total.ts).
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Load' });
  await form.getByLabel('Linehaul rate').fill('1500');
  await dropFile(page, 'doctored-total.png', 'image/png', path.resolve('tests/fixtures/rate-cons-doctored'));

  const card = review(page);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByLabel('Rate')).toHaveValue('900');
  await expect(card.getByLabel('FSC')).toHaveValue('100');
  for (const name of ['Rate', 'FSC']) {
    await expect(card.getByLabel(name)).toHaveAccessibleDescription('Check this value: it did not pass a cross-check.');
  }
  for (const name of ['Origin', 'Destination', 'Miles', 'Load reference']) {
    await expect(card.getByLabel(name)).not.toHaveAccessibleDescription(/cross-check/);
  }
  // What the driver typed stays until 'Apply to form'.
  await expect(form.getByLabel('Linehaul rate')).toHaveValue('1500');
});

test('a text file renamed .png passes the browser check but the server refuses it (415 → toast)', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Rate confirmation image').setInputFiles({
    name: 'ratecon.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Load #: 123\nPickup: Dallas, TX\n'),
  });
  await expect(page.getByText('Could not extract data')).toBeVisible();
  await expect(page.getByText('Please upload an image file (JPG, PNG, WEBP).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Browse files' })).toBeEnabled();
});

test('a non-image is refused in the browser before any upload', async ({ page }) => {
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/extract-load-data')) uploads += 1;
  });
  await page.goto('/');
  await page.getByLabel('Rate confirmation image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Invalid file')).toBeVisible();
  expect(uploads).toBe(0);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Browse files takes a photo-like JPEG and the review card fits the screen', async ({ page }) => {
    const file = '04-addresses.jpg';
    const truth = truthOf(file);
    await page.goto('/');
    const browse = page.getByRole('button', { name: 'Browse files' });
    await browse.scrollIntoViewIfNeeded();
    await expect(browse).toBeVisible();
    // Any image (the camera on phones) or, beyond the contract (R-UPLOAD-2), a PDF (tests/e2e/miles-and-pdf.spec.ts).
    await expect(page.getByLabel('Rate confirmation image')).toHaveAttribute('accept', 'image/*,application/pdf');
    await page.getByLabel('Rate confirmation image').setInputFiles(path.join(FIXTURES, file));
    const card = review(page);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByLabel('Origin')).toHaveValue(truth.origin);
    await expect(card.getByLabel('Destination')).toHaveValue(truth.destination);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeHidden();
  });
});
