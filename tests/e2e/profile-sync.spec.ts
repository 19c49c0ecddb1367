import { expect, test, type BrowserContext } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { createConfirmedUser, signInContext, useSyncThrottle } from './fixtures/accounts';

// Driver profiles sync with the account like the history (docs/product-rules.md R-PAY-11): two
// devices signed in to one account, phone size, the sync window shortened to 1 s.

test.use({ viewport: PHONE_VIEWPORT });

async function device(context: BrowserContext) {
  const page = await context.newPage();
  await new CalculatorPage(page).goto();
  return { page, profile: page.getByRole('radiogroup', { name: 'Profile' }) };
}

test('a profile added on A appears in B’s Profile control; deleted on A, it leaves B', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { email } = await createConfirmedUser(request);
  const contextA = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const contextB = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await useSyncThrottle(contextA, 1_000);
  await useSyncThrottle(contextB, 1_000);
  await signInContext(contextA, email);
  await signInContext(contextB, email);
  const a = await device(contextA);
  const b = await device(contextB);

  await a.page.getByRole('button', { name: 'Add profile' }).click();
  await a.page.getByLabel('Profile name', { exact: true }).fill('Leased to Acme, 75 %');
  await a.page.getByRole('button', { name: 'Save profile' }).click();
  await expect(a.profile.getByRole('radio', { name: 'Leased to Acme, 75 %' })).toBeChecked();

  await expect(b.profile.getByRole('radio', { name: 'Leased to Acme, 75 %' })).toBeVisible({ timeout: 20_000 });
  await expect(b.profile.getByRole('radio')).toHaveCount(2);
  // Which profile is active stays per device.
  await expect(b.profile.getByRole('radio', { name: 'My truck' })).toBeChecked();

  await a.page.getByRole('button', { name: 'Delete profile' }).click();
  await expect(a.page.getByText('Delete the profile ‘Leased to Acme, 75 %’? The calculator switches to ‘My truck’.')).toBeVisible();
  await a.page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(a.profile.getByRole('radio')).toHaveCount(1);
  await expect(a.profile.getByRole('radio', { name: 'My truck' })).toBeChecked();
  await expect(b.profile.getByRole('radio', { name: 'Leased to Acme, 75 %' })).toHaveCount(0, { timeout: 20_000 });

  await contextA.close();
  await contextB.close();
});
