import { expect, test, type Page } from '@playwright/test';
import { seedLocalStorage } from './fixtures/storage';
import { CalculatorPage, PHONE_VIEWPORT } from './pages/calculator-page';

/*
 * docs/decisions/004: '/' and '/auth' are pre-rendered at build time (scripts/prerender-plugin.ts) so a phone
 * paints the calculator (or the sign-in form) from the HTML, then React hydrates it
 * (src/web/startup/boot.tsx). These checks are what
 * a driver and a browser see: the markup is there without any script, hydrating it raises no
 * error for a first-time or a returning driver (whose stored settings must win over the
 * pre-rendered defaults), and what is typed before the app has loaded is not lost.
 */
test.use({ viewport: PHONE_VIEWPORT });

/** Console errors and uncaught exceptions of a page (a hydration mismatch is a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A load the calculator judges 'Book it' (R-VERDICT-1): $950.77 profit, $3.00 gross, $1.90 net RPM. */
const LOAD_A = { miles: '500', rate: '1400', fsc: '100', tolls: '25' };
const LOAD_A_FIGURES = { profit: '$950.77', grossRpm: '$3.00', netRpm: '$1.90', verdict: 'book' } as const;

test("'/' and '/auth' arrive as HTML with their page in it; other pages arrive as the empty shell", async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-prerendered="/"');
  for (const label of ['Loaded miles', 'Linehaul rate', 'Edit Cost Assumptions', 'Log decision']) expect(home).toContain(label);
  // No inline script: the Content-Security-Policy would refuse it.
  expect(home).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const auth = await (await request.get('/auth')).text();
  expect(auth).toContain('data-prerendered="/auth"');
  expect(auth).toContain('<title>Sign in · LoadMath</title>');
  for (const text of ['Access your synced load history', 'Continue without signing in']) expect(auth).toContain(text);
  expect(auth).not.toContain('Loaded miles');
  expect(auth).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const shell = await (await request.get('/admin/analytics')).text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('Loaded miles');
  expect(shell).not.toContain('Continue without signing in');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator is on screen before any script has run', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'LoadMath' })).toBeVisible();
    await expect(page.getByLabel('Loaded miles')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Cost Assumptions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /welcome/i })).toBeVisible();
  });

  test('the sign-in form is on screen before any script has run', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · LoadMath');
  });
});

test("the biggest scripts '/' runs ask V8 to compile them while they download (compile hints)", async ({ page }) => {
  const pending: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (r) => {
    if (/\/assets\/[^/]+\.js$/.test(r.url())) pending.push(r.text().then((body) => ({ url: r.url(), body })));
  });
  await new CalculatorPage(page).goto();
  const bySize = (await Promise.all(pending)).sort((a, b) => b.body.length - a.body.length);
  // The biggest, React's DOM renderer, and the other large start-up chunks (router, calculator,
  // app) are compiled off the main thread, not call by call. Lazy chunks that may arrive meanwhile
  // (the toasts) are not start-up code and carry no hint.
  expect(bySize.length).toBeGreaterThan(3);
  const hinted = (s: { body: string }) => s.body.startsWith('//# allFunctionsCalledOnLoad\n');
  expect(hinted(bySize[0]!), bySize[0]!.url).toBe(true);
  expect(bySize.filter(hinted).length).toBeGreaterThanOrEqual(4);
});

test('a first visit hydrates without an error and calculates', async ({ page }) => {
  const errors = collectErrors(page);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad(LOAD_A);
  await calc.expectFigures(LOAD_A_FIGURES);
  expect(errors).toEqual([]);
});

test('a returning driver gets the stored settings, not the pre-rendered defaults, without a hydration error', async ({ page }) => {
  await seedLocalStorage(page, {
    'lm:equipment': 'cargo_van',
    'lm:useSplit': 'true',
    'lm:splitPercent': '75',
    'lm:v2:onboarding': JSON.stringify({ welcomeCardDismissed: true, hasOpenedCostEditor: true }),
  });
  const errors = collectErrors(page);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await expect(calc.equipment).toHaveValue('cargo_van');
  await expect(calc.carrierSplit).toBeChecked();
  await expect(calc.splitSlider).toHaveValue('75');
  await expect(page.getByRole('heading', { level: 2, name: /welcome/i })).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Hold the app's code back until `release()`: the page is the pre-rendered HTML until then. */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a city typed before the app has loaded gets its suggestions once it has', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const origin = page.getByRole('combobox', { name: 'Origin' });
  await origin.pressSequentially('dal');
  release();
  await expect(page.getByRole('listbox', { name: 'City suggestions' }).getByRole('option').first()).toHaveText('Dallas, TX');
  await origin.press('ArrowDown');
  await origin.press('Enter');
  await expect(origin).toHaveValue('Dallas, TX');
});

test('what a driver types before the app has loaded is kept and calculated', async ({ page }) => {
  // Hold the app's code back until the load has been typed into the pre-rendered form.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const errors = collectErrors(page);
  const calc = new CalculatorPage(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await calc.fillLoad(LOAD_A);
  release();
  await calc.expectFigures(LOAD_A_FIGURES);
  await expect(calc.miles).toHaveValue('500');
  expect(errors).toEqual([]);
});

test('on /auth, an e-mail and password typed and sent before the app has loaded are signed in with once it has', async ({ page }) => {
  const release = await holdApp(page);
  const errors = collectErrors(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password').fill('not the password 1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Nothing happens natively: the form is not submitted as a page load, the fields keep the text.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toHaveValue('nobody-here@example.com');
  release();
  // The held tap reaches the app with the typed values: the server's answer for an unknown account.
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody-here@example.com');
  // The sign-in attempt's 401 is logged by the browser as a failed resource; nothing else may be.
  expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
});

test('/auth hydrates without an error and its links work', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/auth');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await expect(page).toHaveTitle('Create account · LoadMath');
  await page.getByRole('button', { name: 'Continue without signing in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Loaded miles')).toBeVisible();
  expect(errors).toEqual([]);
});

/** Whether the page has requested a script whose file name starts with `name-`. */
function requestedScripts(page: Page): (name: string) => boolean {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return (name) => urls.some((u) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(u));
}

test("on a first visit the history section's code waits until the driver scrolls near it, and then it works", async ({ page }) => {
  const requested = requestedScripts(page);
  const errors = collectErrors(page);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await page.waitForLoadState('networkidle');
  // Not needed yet: its pre-rendered HTML (right for a first visit) stays, its code is not fetched,
  // and neither is the toast library.
  expect(requested('history-screen')).toBe(false);
  expect(requested('patterns-card')).toBe(false);
  const history = page.locator('#history');
  await expect(history).toContainText('No loads logged yet');
  await expect(history).toContainText('Your Decision Patterns');
  // The rest of the page is live meanwhile: the session has been read and the header shows it
  // (the session arriving must neither wait for the history section nor throw its HTML away).
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to sync' })).toBeVisible();

  await page.mouse.wheel(0, 2500);
  await expect.poll(() => requested('history-screen')).toBe(true);
  await expect.poll(() => requested('patterns-card')).toBe(true);
  // Hydrated: its buttons answer (an empty history has nothing to export).
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a first visit the history shows a decision logged before it was needed', async ({ page }) => {
  const errors = collectErrors(page);
  const calc = new CalculatorPage(page);
  await calc.goto();
  await calc.fillLoad({ origin: 'Dallas, TX', destination: 'Houston, TX', ...LOAD_A });
  await calc.expectFigures(LOAD_A_FIGURES);
  await calc.outcome('Book it').check();
  await calc.logDecision.click();
  await expect(page.locator('#history')).toContainText('Dallas, TX → Houston, TX');
  await expect(page.locator('#history')).not.toContainText('No loads logged yet');
  expect(errors).toEqual([]);
});

test("a returning driver's history is shown without scrolling or touching the page", async ({ page }) => {
  await seedLocalStorage(page, {
    'lm:v2:state': JSON.stringify({
      history: [
        {
          id: 'seen-1', createdAt: '2026-01-05T10:00:00.000Z', outcome: 'book', origin: 'Tulsa, OK', destination: 'Wichita, KS',
          miles: 300, rate: 600, fsc: 0, tolls: 0, fuelCost: 179.54, profit: 285.46, rpm: 0.95,
        },
      ],
      clearedAt: null,
    }),
  });
  const errors = collectErrors(page);
  await new CalculatorPage(page).goto();
  const history = page.locator('#history');
  await expect(history).toContainText('Tulsa, OK → Wichita, KS');
  await expect(history).not.toContainText('No loads logged yet');
  expect(errors).toEqual([]);
});
