import { expect, test, type BrowserContext } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { twoDevicesOnOneAccount } from './fixtures/accounts';

// Driver profiles sync with the account like the history (docs/product-rules.md R-PAY-11): two
// devices signed in to one account, phone size, the sync window shortened to 1 s.

test.use({ viewport: PHONE_VIEWPORT });

async function device(context: BrowserContext) {
  const page = await context.newPage();
  const calc = new CalculatorPage(page);
  await calc.goto();
  return { page, calc, profile: page.getByRole('radiogroup', { name: 'Profile' }) };
}

test('a profile added on A appears in B’s Profile control, its split follows; deleted on A, it leaves B', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { contextA, contextB } = await twoDevicesOnOneAccount(browser, request);
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

  // A sets the active profile's carrier split without switching away: B gets it when it switches.
  await a.calc.carrierSplit.click();
  await a.calc.setSplit(75);
  const serverSplit = async () => {
    const res = await contextA.request.get('/api/profiles?cursor=0');
    const rows = ((await res.json()) as { profiles: { name?: string; use_split?: boolean; split_percent?: number }[] }).profiles;
    const acme = rows.find((r) => r.name === 'Leased to Acme, 75 %');
    return acme?.use_split ? acme.split_percent : null;
  };
  await expect.poll(serverSplit, { timeout: 15_000 }).toBe(75);
  // B pulls once per sync window (1 s here).
  await b.page.waitForTimeout(2_500);
  await b.profile.getByRole('radio', { name: 'Leased to Acme, 75 %' }).click();
  await expect(b.profile.getByRole('radio', { name: 'Leased to Acme, 75 %' })).toBeChecked();
  await expect(b.calc.carrierSplit).toHaveAttribute('aria-checked', 'true');
  await expect(b.calc.splitSlider).toHaveValue('75');
  await b.profile.getByRole('radio', { name: 'My truck' }).click();
  await expect(b.profile.getByRole('radio', { name: 'My truck' })).toBeChecked();
  await expect(b.calc.carrierSplit).toHaveAttribute('aria-checked', 'false');

  await a.page.getByRole('button', { name: 'Delete profile' }).click();
  await expect(a.page.getByText('Delete the profile ‘Leased to Acme, 75 %’? The calculator switches to ‘My truck’.')).toBeVisible();
  await a.page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(a.profile.getByRole('radio')).toHaveCount(1);
  await expect(a.profile.getByRole('radio', { name: 'My truck' })).toBeChecked();
  await expect(b.profile.getByRole('radio', { name: 'Leased to Acme, 75 %' })).toHaveCount(0, { timeout: 20_000 });

  await contextA.close();
  await contextB.close();
});
