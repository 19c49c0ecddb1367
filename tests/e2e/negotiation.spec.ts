import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/*
 * The Negotiation Assistant drawer, opened from a filled calculator form on '/', in Chromium at
 * the phone size it is designed for. Figures worked by hand from docs/product-rules.md R-NEG:
 *
 * Hotshot, 400 mi, offer (linehaul rate) $1,000
 *   base RPM 1,000 / 400 = 2.50; hotshot targets 1.5 / 2 / 2.5 → 2.50 ≥ 2.5 → green ('Strong')
 *   nothing applied: total 1,000 → ask 1,000 × 1.15 = $1,150; target × 1.08 = $1,080; floor × 1.02 = $1,020
 *   tarp + 2 stops: tarp 100 + multi-stop (2 − 1) × 75 = 75 → surcharges 175 → total 1,175
 *     ask    1,175 × 1.15 = 1,351.25 → $1,351
 *     target 1,175 × 1.08 = 1,269.00 → $1,269
 *     floor  1,175 × 1.02 = 1,198.50 → $1,199 (the engine rounds half away from zero)
 *
 * Straight truck, same load: RPM 2.50 vs 1.8 / 2.2 / 2.8 → not < 2.2, not ≥ 2.8 → yellow ('Fair');
 *   liftgate 150 → total 1,150 → ask 1,150 × 1.15 = 1,322.50 → $1,323
 */

const PHONE = { width: 390, height: 844 };
const LOAD = { origin: 'Dallas, TX', destination: 'Houston, TX', miles: '400', rate: '1000' };

test.use({ viewport: PHONE });

async function fillLoad(page: Page, equipment?: string) {
  await page.goto('/');
  if (equipment) await page.getByLabel('Equipment', { exact: true }).selectOption({ label: equipment });
  await page.getByLabel('Origin', { exact: true }).fill(LOAD.origin);
  await page.getByLabel('Destination', { exact: true }).fill(LOAD.destination);
  await page.getByLabel('Loaded miles', { exact: true }).fill(LOAD.miles);
  await page.getByLabel('Linehaul rate', { exact: true }).fill(LOAD.rate);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Generate Negotiation Message' }).click();
  const drawer = page.getByRole('dialog', { name: 'Negotiation Assistant' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function screenshot(page: Page, name: string) {
  mkdirSync('artifacts/screenshots', { recursive: true });
  const path = `artifacts/screenshots/${name}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('hotshot with tarp + 2 stops: tiers, listed surcharges and a copied message', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const opened: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/events') && req.method() === 'POST' && req.postData()?.includes('negotiation_opened')) {
      opened.push(req.postData());
    }
  });

  await fillLoad(page);
  const drawer = await openDrawer(page);
  await screenshot(page, 'negotiation-drawer-390');

  const ask = drawer.getByTestId('tier-ask');
  const target = drawer.getByTestId('tier-target');
  const floor = drawer.getByTestId('tier-floor');
  await expect(drawer.getByText('Start here for strong leverage')).toBeVisible();
  await expect(drawer.getByText('Realistic goal based on costs')).toBeVisible();
  await expect(drawer.getByText('Minimum to break even')).toBeVisible();
  await expect(ask).toHaveText('$1,150');
  await expect(target).toHaveText('$1,080');
  await expect(floor).toHaveText('$1,020');
  await expect(drawer.getByTestId('negotiation-base-rpm')).toHaveText('$2.50');
  await expect(drawer.getByTestId('negotiation-rpm-color')).toHaveText('Strong');
  await expect(drawer.getByRole('button', { name: 'Copy Message' })).toHaveCount(3);

  await drawer.getByRole('button', { name: 'Accessorials' }).click();
  await drawer.getByLabel('Tarp', { exact: true }).click();
  await drawer.getByLabel('Stops', { exact: true }).fill('2');
  await expect(drawer.getByLabel('Liftgate')).toHaveCount(0); // straight-truck only

  await expect(ask).toHaveText('$1,351');
  await expect(target).toHaveText('$1,269');
  await expect(floor).toHaveText('$1,199');
  const applied = drawer.getByTestId('negotiation-applied').getByRole('listitem');
  await expect(applied).toHaveText([/^Tarp\s*\$100$/, /^Extra stops \(1 × \$75\)\s*\$75$/]);
  await expect(drawer.getByTestId('negotiation-total')).toHaveText('$1,175');
  await expect(drawer.getByTestId('negotiation-live-tiers')).toHaveText('Ask $1,351 Target $1,269 Floor $1,199');
  await screenshot(page, 'negotiation-drawer-390-accessorials');

  const copy = drawer.getByRole('listitem').filter({ hasText: 'Opening with Accessorials' }).getByRole('button', { name: 'Copy Message' });
  await copy.scrollIntoViewIfNeeded();
  await copy.click();
  await expect(drawer.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByText('Message copied! Paste into your broker chat.')).toBeVisible();
  await screenshot(page, 'negotiation-drawer-390-copied');
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain('hotshot load from Dallas, TX to Houston, TX (400 miles)');
  expect(clip).toContain('All-in I need $1,351');
  expect(clip).toContain('Accessorials: Tarp: $100; Extra stops (1 × $75): $75.');
  // 'Copied!' lasts 2 seconds, then the button reads 'Copy Message' again.
  await expect(drawer.getByRole('button', { name: 'Copied!' })).toHaveCount(0, { timeout: 4000 });

  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
  // One opening, one negotiation_opened (the calculator's button records it).
  await expect.poll(() => opened.length).toBe(1);
});

test('straight truck: its own accessorials and colour; a different load starts with none', async ({ page }) => {
  await fillLoad(page, 'Straight Truck');
  let drawer = await openDrawer(page);
  await expect(drawer.getByTestId('negotiation-rpm-color')).toHaveText('Fair');
  await drawer.getByRole('button', { name: 'Accessorials' }).click();
  await expect(drawer.getByLabel('Tarp', { exact: true })).toHaveCount(0);
  await expect(drawer.getByLabel('Weekend', { exact: true })).toHaveCount(0);
  await drawer.getByLabel('Liftgate', { exact: true }).click();
  await expect(drawer.getByTestId('tier-ask')).toHaveText('$1,323');
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();

  // Change the load: the accessorials entered for the old one are gone.
  await page.getByLabel('Loaded miles', { exact: true }).fill('500');
  drawer = await openDrawer(page);
  await expect(drawer.getByTestId('tier-ask')).toHaveText('$1,150');
  await expect(drawer.getByTestId('negotiation-applied')).toHaveCount(0);
});
