import { expect, type Locator, type Page } from '@playwright/test';

/** Phone size the calculator is designed for first. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 } as const;

export interface LoadInput {
  origin?: string;
  destination?: string;
  miles?: string;
  rate?: string;
  fsc?: string;
  tolls?: string;
  notes?: string;
}

type Verdict = 'book' | 'counter' | 'pass';
const VERDICT_LABELS: Record<Verdict, string> = { book: 'Book it', counter: 'Consider countering', pass: 'Pass' };

export interface Figures {
  profit: string;
  grossRpm: string;
  netRpm: string;
  verdict: Verdict;
}

/** Page object of '/' (the calculator). Locators use the names of R-FORM-1, as a user would. */
export class CalculatorPage {
  constructor(readonly page: Page) {}

  /**
   * Open '/' and wait until the app has hydrated the pre-rendered page. What a driver does before
   * that is covered by prerender.spec.ts; here every step should meet the live app.
   */
  async goto() {
    await this.page.goto('/');
    await expect(this.origin).toBeVisible();
    await expect(this.page.locator('#root[data-hydrated]')).toHaveCount(1);
  }

  // --- form ---
  get origin() {
    return this.page.getByLabel('Origin', { exact: true });
  }
  get destination() {
    return this.page.getByLabel('Destination', { exact: true });
  }
  get miles() {
    return this.page.getByLabel('Loaded miles', { exact: true });
  }
  get rate() {
    return this.page.getByLabel('Linehaul rate', { exact: true });
  }
  get fsc() {
    return this.page.getByLabel('FSC', { exact: true });
  }
  get tolls() {
    return this.page.getByLabel('Tolls', { exact: true });
  }
  get fuel() {
    return this.page.getByLabel('Fuel', { exact: true });
  }
  get notes() {
    return this.page.getByLabel('Notes', { exact: true });
  }
  get equipment() {
    return this.page.getByLabel('Equipment', { exact: true });
  }
  get includeFsc() {
    return this.page.getByRole('switch', { name: 'Include FSC' });
  }
  get includeTolls() {
    return this.page.getByRole('switch', { name: 'Include tolls' });
  }
  get includeFuel() {
    return this.page.getByRole('switch', { name: 'Include fuel' });
  }
  get carrierSplit() {
    return this.page.getByRole('switch', { name: 'Carrier split' });
  }
  get splitSlider() {
    return this.page.getByRole('slider', { name: 'Split percent' });
  }
  requiredErrors() {
    return this.page.getByText('Required', { exact: true });
  }

  async fillLoad(load: LoadInput) {
    for (const [key, value] of Object.entries(load) as [keyof LoadInput, string | undefined][]) {
      if (value !== undefined) await this[key].fill(value);
    }
  }

  /** Move the split slider from its current value to `percent` with the keyboard (steps of 5). */
  async setSplit(percent: number) {
    const slider = this.splitSlider;
    const current = Number(await slider.inputValue());
    const key = percent < current ? 'ArrowLeft' : 'ArrowRight';
    await slider.focus();
    for (let i = 0; i < Math.abs(percent - current) / 5; i++) await slider.press(key);
    await expect(slider).toHaveValue(String(percent));
  }

  // --- result ---
  get profit() {
    return this.page.getByTestId('result-profit');
  }
  get grossRpm() {
    return this.page.getByTestId('result-gross-rpm');
  }
  get netRpm() {
    return this.page.getByTestId('result-net-rpm');
  }
  get guidance() {
    return this.page.getByTestId('guidance');
  }
  breakdownValue(id: string) {
    return this.page.getByTestId(`breakdown-${id}`);
  }

  async expectFigures(f: Figures) {
    await expect(this.profit).toHaveText(f.profit);
    await expect(this.grossRpm).toHaveText(f.grossRpm);
    await expect(this.netRpm).toHaveText(f.netRpm);
    await expect(this.guidance).toHaveAttribute('data-verdict', f.verdict);
    await expect(this.guidance).toContainText(VERDICT_LABELS[f.verdict]);
  }

  // --- decision ---
  outcome(label: 'Book it' | 'Pass' | 'Counter offer') {
    return this.page.getByRole('radio', { name: label });
  }
  get logDecision() {
    return this.page.getByRole('button', { name: 'Log decision' });
  }
  get negotiationButton() {
    return this.page.getByRole('button', { name: 'Generate Negotiation Message' });
  }

  /** History as stored on the device (the history screen is its own issue). */
  async storedHistory(): Promise<Record<string, unknown>[]> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('lm:v2:state') ?? '{"history":[]}').history);
  }

  // --- cost profile ---
  get costEditorTrigger() {
    return this.page.getByRole('button', { name: 'Edit Cost Assumptions' });
  }
  get costSheet() {
    return this.page.getByRole('dialog', { name: 'Cost Profile' });
  }
  costField(label: string): Locator {
    return this.costSheet.getByLabel(label, { exact: true });
  }
  async openCostEditor() {
    await this.costEditorTrigger.click();
    await expect(this.costSheet).toBeVisible();
  }
  async saveCostEditor() {
    await this.costSheet.getByRole('button', { name: 'Save Changes' }).click();
    await expect(this.costSheet).toBeHidden();
  }
}

/** Phone variant: the fixed result bar at the bottom of the screen. */
export class PhoneCalculatorPage extends CalculatorPage {
  get resultBar() {
    return this.page.getByTestId('result-bar');
  }
  get barProfit() {
    return this.page.getByTestId('bar-profit');
  }
  get barNetRpm() {
    return this.page.getByTestId('bar-net-rpm');
  }
  get barVerdict() {
    return this.page.getByTestId('bar-verdict');
  }

  /** The element is entirely inside the 390×844 screen without scrolling. */
  async expectOnScreen(locator: Locator) {
    const box = await locator.boundingBox();
    expect(box, 'element has a box').not.toBeNull();
    const viewport = this.page.viewportSize()!;
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  }
}
