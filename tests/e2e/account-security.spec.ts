import { expect, test, type Page } from '@playwright/test';
import { axe } from './fixtures/axe';
import { createConfirmedUser, mailLink, signInContext, uniqueEmail } from './fixtures/accounts';
import { PHONE_VIEWPORT } from './pages/calculator-page';

// Password reset by e-mail through the UI on a phone-sized screen, against the real server: the
// 'Forgot password?' link on /auth, the mail in the outbox (DATA_DIR/outbox), the page the link
// opens, and what the reset does to a session on another device. Then the account menu's
// 'Change password' and 'Sign out other devices'.

test.use({ viewport: PHONE_VIEWPORT });

const NEW_PASSWORD = 'Fresh-Reset-Password-77';
const accountButton = (page: Page, email: string) => page.getByRole('button', { name: `Account menu for ${email}` });

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('forgot password: the e-mailed link sets a new password once and signs out every device', async ({ page, browser }) => {
  // Another device: the account is created there, and it signs in with the old password.
  const otherDevice = await browser.newContext();
  const { email, password } = await createConfirmedUser(otherDevice.request, uniqueEmail('reset'));
  await signInContext(otherDevice, email, password);
  expect((await otherDevice.request.get('/api/me')).status()).toBe(200);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses that e-mail, we sent it a link' })).toBeVisible();

  const link = await mailLink(email, /Reset your LoadMath password/);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token is read and taken out of the address bar.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The other device is signed out; the old password no longer works, the new one does.
  expect((await otherDevice.request.get('/api/me')).status()).toBe(401);
  await otherDevice.close();
  const old = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(old.status()).toBe(401);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountButton(page, email)).toBeVisible();

  // The same link a second time: refused, with the reason next to the field.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Someone-Else-Tries-This-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Ask for a new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('account menu: change password and sign out other devices', async ({ page, browser }) => {
  const { email, password } = await createConfirmedUser(page.request, uniqueEmail('menu'));
  await signInContext(page.context(), email, password);
  const otherDevice = await browser.newContext();
  await signInContext(otherDevice, email, password);

  await page.goto('/');
  await accountButton(page, email).click();
  await page.getByRole('menuitem', { name: 'Sign out other devices' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out other devices?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out others' }).click();
  await expect(page.getByText('Other devices signed out')).toBeVisible();
  expect((await otherDevice.request.get('/api/me')).status()).toBe(401);
  await signInContext(otherDevice, email, password);

  await accountButton(page, email).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByLabel('Current password').fill('not-the-password');
  await dialog.getByLabel('New password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password changed. Other devices are signed out.')).toBeVisible();

  // This device carries on; the other one is out.
  await page.reload();
  await expect(accountButton(page, email)).toBeVisible();
  expect((await otherDevice.request.get('/api/me')).status()).toBe(401);
  await otherDevice.close();
});

test('an address signed up twice before confirming: its link asks the mailbox holder for the password', async ({ page, browser }) => {
  const email = uniqueEmail('twice');
  // Someone registers the address first; then its owner signs up with another password.
  const attacker = await browser.newContext();
  expect((await attacker.request.post('/api/auth/sign-up/email', { data: { email, password: 'Attacker-Chose-This-1' } })).status()).toBe(200);
  await page.goto('/auth');
  // The form is pre-rendered: switch to sign-up once the app is live, and see that it switched.
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Sync your load history across devices (optional)')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Account created!')).toBeVisible();

  // The owner opens the newest link (the second mail; the first one's link stopped working when
  // the owner signed up): no session yet, a page to choose the password instead.
  await page.goto(await mailLink(email, /Confirm/, { count: 2 }));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(/signed up more than once/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountButton(page, email)).toBeVisible();

  // The first registrant's password opens nothing.
  const theirs = await attacker.request.post('/api/auth/sign-in/email', { data: { email, password: 'Attacker-Chose-This-1' } });
  expect(theirs.status()).toBe(401);
  await attacker.close();
});
