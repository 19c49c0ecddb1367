import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import {
  ADMIN_EMAIL,
  confirmationLink,
  createConfirmedUser,
  localHistory,
  PASSWORD,
  serverLoads,
  signInContext,
  uniqueEmail,
  shortenSyncThrottle,
} from './fixtures/accounts';

// Accounts and cloud sync (docs/decisions/010) in Chromium against the real server: sign-up with the
// e-mail confirmation from the outbox, sign-in, sync through the real calculator, a second
// device, sign-out, the admin link, and the 60 s throttle (shortened through the documented
// window.__LM_SYNC_THROTTLE_MS__ test hook where a test waits for a deferred push).

test.use({ viewport: PHONE_VIEWPORT });

const SCREENSHOT_DIR = 'artifacts/screenshots';
async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path, animations: 'disabled' });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const LOADS = [
  { origin: 'Dallas, TX', destination: 'Memphis, TN', miles: '452', rate: '1250' },
  { origin: 'Austin, TX', destination: 'Tulsa, OK', miles: '440', rate: '980' },
  { origin: 'Houston, TX', destination: 'Denver, CO', miles: '1030', rate: '2600' },
];

async function logLoad(calc: CalculatorPage, load: (typeof LOADS)[number], outcome: 'Book it' | 'Pass' | 'Counter offer' = 'Book it') {
  await calc.fillLoad(load);
  await calc.outcome(outcome).check();
  await calc.logDecision.click();
  await expect(calc.origin).toHaveValue('');
}

const indicator = (page: Page) => page.getByTestId('sync-indicator');
const accountButton = (page: Page, email: string) => page.getByRole('button', { name: `Account menu for ${email}` });

test('sign up, confirm from the outbox, sign in, log 3 decisions and find them on the server', async ({ page, context }) => {
  await shortenSyncThrottle(context, 1_000);
  const email = uniqueEmail();

  // /auth: sign up (the user stays and is told to check the e-mail).
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('The calculator is free without an account.')).toBeVisible();
  await screenshot(page, 'auth-sign-in-phone');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Sync your load history across devices (optional)')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await screenshot(page, 'auth-sign-up-phone');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByText('Check your email to confirm your account')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Signing in before confirming is refused with the server's message.
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText(/Email not confirmed/)).toBeVisible();

  // The confirmation link lands on the site root, signed out (it signs nobody in); the sign-in
  // form then starts with the address filled in.
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('E-mail confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to sync' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to sync' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('Successfully signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(indicator(page)).toHaveAttribute('data-status', 'synced');

  // Three decisions through the real calculator.
  const calc = new CalculatorPage(page);
  await logLoad(calc, LOADS[0]!, 'Book it');
  await logLoad(calc, LOADS[1]!, 'Pass');
  await logLoad(calc, LOADS[2]!, 'Counter offer');
  const local = await localHistory(page);
  expect(local).toHaveLength(3);

  await expect
    .poll(async () => (await serverLoads(context)).map((l) => `${l.id}:${l.outcome}`).sort(), { timeout: 15_000 })
    .toEqual(local.map((d) => `${d.id}:${d.outcome}`).sort());
  await expect(indicator(page)).toHaveAttribute('data-status', 'synced');
  await expect(page.getByRole('status').filter({ hasText: 'Synced' })).toBeVisible();

  // The signed-in header at phone size, and its menu: the e-mail, no admin link for a driver.
  await expect(page.getByText('Welcome back!')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'header-signed-in-phone');
  await accountButton(page, email).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Analytics Dashboard' })).toHaveCount(0);
  await screenshot(page, 'header-account-menu-phone');
});

test('a second device signed in as the same user sees the same history, and adds its own when asked', async ({ browser, request }) => {
  const { email } = await createConfirmedUser(request);

  const phone = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await shortenSyncThrottle(phone, 1_000);
  await signInContext(phone, email);
  const page1 = await phone.newPage();
  const calc1 = new CalculatorPage(page1);
  await calc1.goto();
  await expect(accountButton(page1, email)).toBeVisible();
  await logLoad(calc1, LOADS[0]!, 'Book it');
  await logLoad(calc1, LOADS[1]!, 'Pass');
  await expect.poll(async () => (await serverLoads(phone)).length, { timeout: 15_000 }).toBe(2);
  // The phone's own two loads, read now: once the laptop's load reaches the server, the phone
  // pulls it too, and its history's newest entry is then the laptop's.
  const phoneHistory = await localHistory(page1);
  const phoneIds = phoneHistory.map((d) => d.id);

  // The laptop has one decision logged before signing in: it must survive the merge and go up.
  const laptop = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page2 = await laptop.newPage();
  const calc2 = new CalculatorPage(page2);
  await calc2.goto();
  await logLoad(calc2, LOADS[2]!, 'Counter offer');
  const [anonymous] = await localHistory(page2);
  await signInContext(laptop, email);
  await page2.reload();
  await expect(accountButton(page2, email)).toBeVisible();

  // The laptop's own load joins the account only when the driver says so.
  const offer = page2.getByRole('region', { name: `Add the 1 load on this device to ${email}?` });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Add them' }).click();
  await expect(offer).toBeHidden();

  await expect
    .poll(async () => (await localHistory(page2)).map((d) => d.id).sort())
    .toEqual([...phoneIds, anonymous!.id].sort());
  // The server rows keep their outcome on the other device.
  const merged = await localHistory(page2);
  for (const own of phoneHistory) expect(merged.find((d) => d.id === own.id)?.outcome).toBe(own.outcome);
  await expect(page2.getByRole('region', { name: 'Decision history', exact: true })).toContainText('Dallas, TX');
  await expect.poll(async () => (await serverLoads(laptop)).length, { timeout: 15_000 }).toBe(3);
  // And the phone, still open, pulls the laptop's load with its outcome.
  await expect
    .poll(async () => (await localHistory(page1)).find((d) => d.id === anonymous!.id)?.outcome, { timeout: 15_000 })
    .toBe(anonymous!.outcome);

  await phone.close();
  await laptop.close();
});

test('signing out keeps the history on the device and shows Sign in to sync', async ({ page, context, request }) => {
  const { email } = await createConfirmedUser(request);
  await signInContext(context, email);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await logLoad(calc, LOADS[0]!);
  await accountButton(page, email).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in to sync' })).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-status', 'signed-out');
  expect(await localHistory(page)).toHaveLength(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'header-signed-out-phone');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in to sync' })).toBeVisible();
  expect(await localHistory(page)).toHaveLength(1);
  expect((await context.request.get('/api/loads')).status()).toBe(401);
});

test('a change inside the throttle window reaches the server when the window ends', async ({ page, context, request }) => {
  const throttleMs = 4_000;
  await shortenSyncThrottle(context, throttleMs);
  const { email } = await createConfirmedUser(request);
  await signInContext(context, email);
  const calc = new CalculatorPage(page);
  await calc.goto();

  await logLoad(calc, LOADS[0]!);
  await expect.poll(async () => (await serverLoads(context)).length).toBe(1);
  const firstSyncedAt = Date.now();

  await logLoad(calc, LOADS[1]!);
  await expect(indicator(page)).toHaveAttribute('data-status', 'pending');
  expect(await serverLoads(context)).toHaveLength(1);

  await expect.poll(async () => (await serverLoads(context)).length, { timeout: 15_000 }).toBe(2);
  // Sent when the window ended, not before (allow for polling granularity).
  expect(Date.now() - firstSyncedAt).toBeGreaterThanOrEqual(throttleMs - 1_000);
  await expect(indicator(page)).toHaveAttribute('data-status', 'synced');
});

test('closing the tab sends a change still waiting for the 60 s window (keepalive)', async ({ browser, request }) => {
  const { email } = await createConfirmedUser(request);
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await signInContext(context, email);
  const page = await context.newPage();
  const calc = new CalculatorPage(page);
  await calc.goto();
  await logLoad(calc, LOADS[0]!);
  await expect.poll(async () => (await serverLoads(context)).length).toBe(1);
  await logLoad(calc, LOADS[1]!);
  await expect(indicator(page)).toHaveAttribute('data-status', 'pending');

  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await serverLoads(context)).length, { timeout: 10_000 }).toBe(2);
  await context.close();
});

test("an admin's menu has the Analytics Dashboard link", async ({ page, context, request }) => {
  await createConfirmedUser(request, ADMIN_EMAIL);
  await signInContext(context, ADMIN_EMAIL);
  await page.goto('/');
  await accountButton(page, ADMIN_EMAIL).click();
  await page.getByRole('menuitem', { name: 'Analytics Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
});
