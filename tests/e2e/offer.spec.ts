import { expect, test, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';

/*
 * 'Paste or share a load offer' (docs/decisions/014-paste-and-share-offers.md) on a phone: the
 * offer's text is read in the browser (no server call), shown in the 'Extracted fields review'
 * card, and reaches the form only with 'Apply to form'. Shared from another app it arrives at
 * /share, which works offline after the first visit like the rest of the app.
 */
test.use({ viewport: PHONE_VIEWPORT });

const OFFER = 'Dallas TX to Atlanta GA 781mi $1850 hotshot pu tmrw';
const SHOTS = process.env.OFFER_SHOTS_DIR;

const card = (page: Page) => page.getByRole('region', { name: 'Extracted fields review' });
const loadForm = (page: Page) => page.getByRole('region', { name: 'Load', exact: true });

test.describe('shared offline', () => {
  // Service workers are blocked for the other specs (playwright.config.ts); allowed here.
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, /share?text=… offline opens the review card on / and Apply gives the verdict', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
      .toBe('activated');

    await page.context().setOffline(true);
    await page.goto(`/share?title=${encodeURIComponent('Load offer')}&text=${encodeURIComponent(OFFER)}&url=`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(card(page)).toBeVisible();
    // The address is '/' again: a reload or Back does not read the offer twice.
    await expect(page).toHaveURL(/\/$/);
    const review = card(page);
    await expect(review.getByLabel('Origin', { exact: true })).toHaveValue('Dallas, TX');
    await expect(review.getByLabel('Destination', { exact: true })).toHaveValue('Atlanta, GA');
    await expect(review.getByLabel('Miles', { exact: true })).toHaveValue('781');
    await expect(review.getByLabel('Rate', { exact: true })).toHaveValue('1850');
    // Nothing reaches the form before Apply.
    const calc = new CalculatorPage(page);
    await expect(loadForm(page).getByLabel('Origin', { exact: true })).toHaveValue('');

    await review.getByRole('button', { name: 'Apply to form' }).click();
    await expect(card(page)).toHaveCount(0);
    await expect(calc.origin).toHaveValue('Dallas, TX');
    await expect(calc.destination).toHaveValue('Atlanta, GA');
    await expect(calc.miles).toHaveValue('781');
    await expect(calc.rate).toHaveValue('1850');
    await expect(calc.equipment).toHaveValue('hotshot');
    await expect(page.getByText('Auto-filled from offer')).toBeVisible();
    await expect(calc.guidance).toHaveAttribute('data-verdict', /book|counter|pass/);
  });
});

test('Paste offer → Load offer text → Read offer → review → Apply fills the form and the drawer', async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-idle-phone.png` });
  await page.getByRole('button', { name: 'Paste offer' }).click();
  // Headless Chromium gives no clipboard without permission: the text box opens instead.
  const box = page.getByLabel('Load offer text');
  await expect(box).toBeFocused();
  await box.fill(
    [
      'Hi, 2 loads for you:',
      '1) Dallas TX to Atlanta GA 781mi $1850 hotshot, tarp required, DH 45',
      '2) Denver CO to Phoenix AZ 820 miles $2400',
      '3) Houston TX to Memphis TN $2.25/mi liftgate 9000 lbs 3 stops ref 55123 pu 11/26',
    ].join('\n'),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-box-phone.png` });
  await page.getByRole('button', { name: 'Read offer' }).click();
  const review = card(page);
  await expect(review).toBeVisible();
  await expect(review.getByRole('radio')).toHaveCount(3);
  await expect(review.getByLabel('Origin', { exact: true })).toHaveValue('Dallas, TX');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-review-top-phone.png` });

  // The third load gives no miles: they are estimated from the places, and the rate worked out.
  await review.getByRole('radio', { name: /^Houston, TX → Memphis, TN/ }).check();
  await expect(review.getByLabel('Origin', { exact: true })).toHaveValue('Houston, TX');
  await expect(review.getByText('Estimated').first()).toBeVisible();
  await expect(review.getByLabel('Rate', { exact: true })).toHaveAccessibleDescription(/\$2\.25\/mi × \d+ mi = \$/);
  await expect(review.getByRole('checkbox', { name: /Liftgate/ })).toBeChecked();
  // The card, its choices and its marks meet WCAG AA, in light and dark colours.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Buttons fade to the new scheme's colours; check them once every transition has finished.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
    const { violations } = await axe(page).withTags(['wcag2a', 'wcag2aa']).include('[data-testid="offer-helper"]').analyze();
    expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-review-dark-phone.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  if (SHOTS) {
    await review.getByLabel('Miles', { exact: true }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/offer-review-estimated-phone.png` });
    await review.getByRole('button', { name: 'Apply to form' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/offer-review-bottom-phone.png` });
  }
  await review.getByRole('radio', { name: /^Dallas, TX → Atlanta, GA/ }).check();
  await review.getByRole('button', { name: 'Apply to form' }).click();
  await expect(calc.origin).toHaveValue('Dallas, TX');
  await expect(calc.miles).toHaveValue('781');
  await expect(calc.rate).toHaveValue('1850');
  await expect(page.getByLabel('Deadhead miles', { exact: true })).toHaveValue('45');
  await expect(calc.guidance).toHaveAttribute('data-verdict', /book|counter|pass/);

  // The offer's tarp is already on in the negotiation drawer.
  await calc.negotiationButton.click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await expect(drawer.getByLabel('Tarp')).toBeChecked();
});

test("a text with no load says 'No load found in this text.' and the form stays as typed", async ({ page }) => {
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.origin.fill('Reno, NV');
  await calc.miles.fill('400');
  await page.getByRole('button', { name: 'Paste offer' }).click();
  await page.getByLabel('Load offer text').fill('Hey, are you running this weekend? Call me back when you can.');
  await page.getByRole('button', { name: 'Read offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No load found in this text.' })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await expect(calc.origin).toHaveValue('Reno, NV');
  await expect(calc.destination).toHaveValue('');
  await expect(calc.miles).toHaveValue('400');
  await expect(calc.rate).toHaveValue('');
});
