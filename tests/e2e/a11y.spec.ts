import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/demo/demo-plan';
import { createConfirmedUser, signInContext } from './fixtures/accounts';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';

/*
 * axe-core (WCAG 2.0 / 2.1 A and AA rules) finds nothing on '/', '/auth' and
 * '/admin/analytics', nor with the cost sheet, negotiation drawer, history edit dialog or tour
 * open, in light and in dark colours, on a phone-sized screen. Open dialogs keep focus inside
 * them and give it back to the control that opened them; the verdict and the sync status are
 * live regions.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCREENSHOT_DIR = 'artifacts/screenshots';
const ADMIN = DEMO_USERS.find((u) => u.admin)!;

async function expectNoViolations(page: Page, include?: string) {
  let builder = axe(page).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Focus stays inside the dialog for a full round of Tab and Shift+Tab. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus left the dialog after ${i + 1} × ${key}`).toBe(true);
    }
  }
}

/** Escape closes the dialog and focus is back on the control that opened it. */
async function expectClosesToTrigger(page: Page, dialog: Locator, trigger: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} colours`, () => {
    test.use({ colorScheme, viewport: PHONE_VIEWPORT });

    test(`'/' has no violations`, async ({ page }) => {
      const calc = new CalculatorPage(page);
      await calc.goto();
      await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Tulsa, OK', miles: '260', rate: '900' });
      await expect(calc.guidance).toHaveAttribute('aria-live', 'polite');
      // The verdict is on screen (not only the pre-rendered placeholder) before axe looks.
      await expect(calc.guidance).toHaveAttribute('data-verdict', /^(book|counter|pass)$/);
      await expect(page.getByRole('region', { name: 'Decision history', exact: true })).toBeVisible();
      await expectNoViolations(page);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/a11y-home-${colorScheme}.png` });
    });

    test(`'/auth' has no violations`, async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test('cost sheet: no violations, focus trapped and returned', async ({ page }) => {
      const calc = new CalculatorPage(page);
      await calc.goto();
      await calc.openCostEditor();
      await expectNoViolations(page);
      await expectFocusTrapped(page, calc.costSheet);
      await expectClosesToTrigger(page, calc.costSheet, calc.costEditorTrigger);
    });

    test('negotiation drawer: no violations, focus trapped and returned', async ({ page }) => {
      const calc = new CalculatorPage(page);
      await calc.goto();
      await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Tulsa, OK', miles: '260', rate: '900' });
      await calc.negotiationButton.click();
      const drawer = page.getByRole('dialog').filter({ hasText: /negotiat/i });
      await expect(drawer).toBeVisible();
      await expectNoViolations(page);
      await expectFocusTrapped(page, drawer);
      await expectClosesToTrigger(page, drawer, calc.negotiationButton);
    });

    test('history edit dialog: no violations, focus trapped and returned', async ({ page }) => {
      const calc = new CalculatorPage(page);
      const history = new HistoryPage(page);
      await calc.goto();
      await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Tulsa, OK', miles: '260', rate: '900' });
      await calc.outcome('Book it').check();
      await calc.logDecision.click();
      await expect(history.entries).toHaveCount(1);
      const route = (await history.routeTexts())[0]!;
      await history.openEdit(route);
      await expectNoViolations(page);
      await expectFocusTrapped(page, history.editDialog);
      await expectClosesToTrigger(page, history.editDialog, history.editButton(route).first());
    });

    test('tour: no violations, focus trapped and returned', async ({ page }) => {
      await page.goto('/');
      const open = page.getByRole('button', { name: 'Take the tour' });
      await open.click();
      const tour = page.getByRole('dialog', { name: 'Quick tour' });
      await expect(tour).toBeVisible();
      await expectNoViolations(page);
      await expectFocusTrapped(page, tour);
      await expectClosesToTrigger(page, tour, open);
    });

    test(`'/admin/analytics' signed in as an admin has no violations`, async ({ page }) => {
      await page.context().route('**/api/events', (r) => r.fulfill({ status: 202, contentType: 'application/json', body: '{"ok":true}' }));
      const res = await page.request.post('/api/auth/sign-in/email', {
        data: { email: ADMIN.email, password: DEMO_PASSWORD },
        headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
      });
      expect(res.status(), await res.text()).toBe(200);
      await page.goto('/admin/analytics');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoViolations(page);
    });

    test('signed in: the sync status is a polite live region and the header passes axe', async ({ page, context }) => {
      const { email } = await createConfirmedUser(context.request);
      await signInContext(context, email);
      await page.goto('/');
      const indicator = page.getByTestId('sync-indicator');
      await expect(indicator).toHaveAttribute('role', 'status');
      await expect(indicator).toHaveAttribute('aria-live', 'polite');
      await expectNoViolations(page, 'header');
    });
  });
}
