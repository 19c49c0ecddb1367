import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the decision history, patterns card and similar-loads alert on '/'. */
export class HistoryPage {
  constructor(readonly page: Page) {}

  get section() {
    return this.page.getByRole('region', { name: 'Decision history', exact: true });
  }
  get heading() {
    return this.page.getByRole('heading', { name: 'Decision history' });
  }
  get search() {
    return this.section.getByRole('searchbox', { name: 'Search origin or destination' });
  }
  get outcomeFilter() {
    return this.section.getByRole('combobox', { name: 'Outcome' });
  }
  get sort() {
    return this.section.getByRole('combobox', { name: 'Sort by' });
  }
  get status() {
    return this.section.getByRole('status');
  }
  get entries() {
    return this.section.getByTestId('history-entry');
  }
  get routes() {
    return this.section.getByTestId('history-route');
  }
  get loadMore() {
    return this.section.getByRole('button', { name: 'Load more' });
  }
  get exportCsv() {
    return this.section.getByRole('button', { name: 'Export CSV' });
  }
  get clearAll() {
    return this.section.getByRole('button', { name: 'Clear all' });
  }
  entry(route: string): Locator {
    return this.entries.filter({ has: this.page.getByTestId('history-route').getByText(route, { exact: true }) });
  }
  editButton(route: string): Locator {
    return this.section.getByRole('button', { name: `Edit ${route}` });
  }

  // --- edit dialog ---
  get editDialog() {
    return this.page.getByRole('dialog', { name: 'Edit load entry' });
  }
  editField(label: string): Locator {
    return this.editDialog.getByLabel(label, { exact: true });
  }
  editOutcome(label: 'Book it' | 'Pass' | 'Counter offer'): Locator {
    return this.editDialog.getByRole('radio', { name: label });
  }
  async openEdit(route: string) {
    await this.editButton(route).first().click();
    await expect(this.editDialog).toBeVisible();
  }

  // --- clear ---
  get clearDialog() {
    return this.page.getByRole('alertdialog', { name: 'Clear all history?' });
  }

  // --- insights ---
  get patterns() {
    return this.page.getByRole('region', { name: 'Your Decision Patterns' });
  }
  get similarLoads() {
    return this.page.getByTestId('similar-loads');
  }

  async routeTexts(): Promise<string[]> {
    return this.routes.allTextContents();
  }

  async stored(): Promise<{ history: Record<string, unknown>[]; clearedAt: string | null }> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('lm:v2:state') ?? '{"history":[],"clearedAt":null}'));
  }
}
