import { expect, test, type BrowserContext, type Route } from '@playwright/test';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';
import { HistoryPage } from './pages/history-page';
import { serverLoads, twoDevicesOnOneAccount } from './fixtures/accounts';

// Two devices signed in to one account (docs/decisions/015-versioned-sync.md), each a browser
// context at phone size against the real server. The 60 s sync window is shortened to 1 s
// through the documented window.__LM_SYNC_THROTTLE_MS__ hook; devices also look for the other's
// changes once per window.

test.use({ viewport: PHONE_VIEWPORT });

const DALLAS = 'Dallas, TX → Memphis, TN';
const AUSTIN = 'Austin, TX → Tulsa, OK';
const HOUSTON = 'Houston, TX → Denver, CO';

async function device(context: BrowserContext) {
  const page = await context.newPage();
  const calc = new CalculatorPage(page);
  await calc.goto();
  const history = new HistoryPage(page);
  return { page, calc, history };
}

async function logLoad(calc: CalculatorPage, load: { origin: string; destination: string; miles: string; rate: string }) {
  await calc.fillLoad(load);
  await calc.outcome('Book it').check();
  await calc.logDecision.click();
  await expect(calc.origin).toHaveValue('');
}

test('edit on A, log on B: both show both; a delete and Clear all on A reach B', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { contextA, contextB } = await twoDevicesOnOneAccount(browser, request);
  const a = await device(contextA);
  await logLoad(a.calc, { origin: 'Dallas, TX', destination: 'Memphis, TN', miles: '452', rate: '1250' });
  await logLoad(a.calc, { origin: 'Austin, TX', destination: 'Tulsa, OK', miles: '440', rate: '980' });
  await expect.poll(async () => (await serverLoads(contextA)).length, { timeout: 15_000 }).toBe(2);

  const b = await device(contextB);
  await expect(b.history.routes).toHaveText([AUSTIN, DALLAS], { timeout: 15_000 });

  // B loses the connection to the server (the tablet in a dead zone; its app stays loaded) while
  // A edits the Dallas load's notes.
  const cut = (route: Route) => route.abort('internetdisconnected');
  await contextB.route('**/api/loads**', cut);
  await a.history.openEdit(DALLAS);
  await a.history.editField('Notes').fill('Lumper paid by broker');
  await a.history.editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.history.editDialog).toBeHidden();
  await expect.poll(async () => (await serverLoads(contextA)).find((l) => l.origin === 'Dallas, TX')?.notes, { timeout: 15_000 }).toBe('Lumper paid by broker');

  // B, still holding the old copy, logs a load; back online, it goes up and A's edit comes down.
  await logLoad(b.calc, { origin: 'Houston, TX', destination: 'Denver, CO', miles: '1030', rate: '2600' });
  await contextB.unroute('**/api/loads**', cut);
  await b.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await serverLoads(contextB)).length, { timeout: 20_000 }).toBe(3);
  for (const d of [a, b]) {
    await expect(d.history.routes).toHaveText([HOUSTON, AUSTIN, DALLAS], { timeout: 15_000 });
    await expect(d.history.entry(DALLAS)).toContainText('Lumper paid by broker', { timeout: 15_000 });
  }
  expect((await serverLoads(contextA)).find((l) => l.origin === 'Dallas, TX')?.notes).toBe('Lumper paid by broker');

  // A delete on A (once its 5 s Undo window has passed) reaches B.
  await a.history.section.getByRole('button', { name: `Delete ${AUSTIN}` }).click();
  await expect(a.history.routes).toHaveText([HOUSTON, DALLAS]);
  await expect(b.history.routes).toHaveText([HOUSTON, DALLAS], { timeout: 20_000 });

  // Clear all on A says it clears every signed-in device, and empties B.
  await a.history.clearAll.click();
  await expect(a.history.clearDialog).toContainText('This deletes all 2 logged loads from every device signed in to this account.');
  await a.history.clearDialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(a.history.section).toContainText('No loads logged yet');
  await expect(b.history.section).toContainText('No loads logged yet', { timeout: 20_000 });
  expect(await serverLoads(contextA)).toEqual([]);

  await contextA.close();
  await contextB.close();
});
