import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_COLUMNS, CSV_DEAL_COLUMNS, CSV_EXTRA_COLUMNS, CSV_KEEP_COLUMNS, CSV_PROFILE_COLUMNS } from '../../../domain/csv';
import type { LoadDecision } from '../../../domain/schemas';
import { fakeDecision } from '../../../domain/test-data';
import { appActions, getAppState, resetAppStoreForTests } from '../../lib/app-store';
import { STORAGE_KEYS } from '../../lib/storage';
import { HistoryScreen, NO_MATCHES_TEXT } from './history-screen';
import { seedHistory } from '../../testing/helpers';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const now = () => NOW;
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const daysAgo = (d: number) => minutesAgo(d * 24 * 60);

function stored(): { history: LoadDecision[]; clearedAt: string | null } {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.state) ?? '{}');
}

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <HistoryScreen now={now} />
      <Toaster />
    </>,
  );
  return { user };
}

const routes = () => screen.queryAllByTestId('history-route').map((el) => el.textContent);
const profits = () => screen.queryAllByTestId('history-profit').map((el) => el.textContent);

/** n loads, the first the newest, 'City i' → 'Town i', profit 100 × i. */
function many(n: number): LoadDecision[] {
  return Array.from({ length: n }, (_, i) =>
    fakeDecision({ id: `e${i}`, createdAt: minutesAgo(i + 1), origin: `City ${i}, TX`, destination: `Town ${i}, OK`, profit: 100 * i, rpm: i / 10 }),
  );
}

const FOUR: LoadDecision[] = [
  fakeDecision({ id: 'a', createdAt: minutesAgo(10), origin: 'Dallas, TX', destination: 'Houston, TX', outcome: 'book', profit: 300, rpm: 1.25 }),
  fakeDecision({ id: 'b', createdAt: minutesAgo(20), origin: 'Memphis, TN', destination: 'Atlanta, GA', outcome: 'pass', profit: -75.5, rpm: -0.2, miles: 380 }),
  fakeDecision({ id: 'c', createdAt: minutesAgo(30), origin: 'Austin, TX', destination: 'Memphis, TN', outcome: 'counter', profit: 820, rpm: 1.1, miles: 745 }),
  fakeDecision({ id: 'd', createdAt: daysAgo(9), origin: 'Tulsa, OK', destination: 'Denver, CO', outcome: 'book', profit: 1500, rpm: 2.2, miles: 680 }),
];

beforeEach(() => {
  localStorage.clear();
  resetAppStoreForTests();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HistoryScreen: empty and summary', () => {
  it('shows the heading and the empty state, and refuses to export an empty history', async () => {
    seedHistory([]);
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Decision history' })).toBeInTheDocument();
    expect(screen.getByText('No loads logged yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('No history to export')).toBeInTheDocument();
    expect(screen.getByText('Log some decisions first before exporting.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('summarises the last 7 days: loads, booked, profit of every load and average net RPM', () => {
    seedHistory(FOUR);
    setup();
    const summary = screen.getByRole('region', { name: 'Last 7 days' });
    // a, b, c are inside the window; d (9 days ago) is not.
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('Loads')).toBe('3');
    expect(value('Booked')).toBe('1');
    // 300 − 75.50 + 820 = 1044.50: every load in the window, booked or not
    expect(value('Profit')).toBe('$1,044.50');
    // (1.25 − 0.2 + 1.1) / 3 = 0.7166… → $0.72
    expect(value('Avg net RPM')).toBe('$0.72/mi');
  });

  it('a loss over the window shows as a negative profit', () => {
    seedHistory([fakeDecision({ createdAt: minutesAgo(5), outcome: 'pass', profit: -120.25, rpm: -0.5 })]);
    setup();
    const summary = screen.getByRole('region', { name: 'Last 7 days' });
    expect(within(summary).getByText('Profit').nextElementSibling?.textContent).toBe('-$120.25');
  });

  describe('the window follows the clock while the app stays open', () => {
    let clock: Date;
    const movingNow = () => clock;
    const summaryValue = (label: string) =>
      within(screen.getByRole('region', { name: 'Last 7 days' })).getByText(label).nextElementSibling?.textContent;

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      clock = NOW;
      // 300 logged 6 days 23 hours 59.5 minutes ago, 820 an hour ago.
      seedHistory([
        fakeDecision({ createdAt: minutesAgo(60), profit: 820, rpm: 1.1 }),
        fakeDecision({ createdAt: new Date(NOW.getTime() - 7 * 86_400_000 + 30_000).toISOString(), profit: 300, rpm: 1.25 }),
      ]);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('re-reads the clock every minute, not on every render', () => {
      const reads = vi.fn(movingNow);
      render(<HistoryScreen now={reads} />);
      expect(summaryValue('Loads')).toBe('2');
      expect(summaryValue('Profit')).toBe('$1,120.00');
      const readsAfterMount = reads.mock.calls.length;

      // Unrelated state (typing in search) re-renders the screen but does not recompute.
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Dallas' } });
      expect(screen.getByRole('searchbox')).toHaveValue('Dallas');
      expect(reads.mock.calls.length).toBe(readsAfterMount);

      // A minute later the oldest load has left the window.
      clock = new Date(NOW.getTime() + 60_000);
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(summaryValue('Loads')).toBe('1');
      expect(summaryValue('Profit')).toBe('$820.00');
      expect(summaryValue('Avg net RPM')).toBe('$1.10/mi');
    });

    it('re-reads the clock when the page is shown again (a phone woken the next day)', () => {
      render(<HistoryScreen now={movingNow} />);
      expect(summaryValue('Loads')).toBe('2');
      clock = new Date(NOW.getTime() + 86_400_000);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(summaryValue('Loads')).toBe('1');
      visibility.mockRestore();
    });

    it('recomputes when the history changes', () => {
      render(<HistoryScreen now={movingNow} />);
      clock = new Date(NOW.getTime() + 60_000);
      // No tick yet: logging a load alone must read the clock again, so the oldest load leaves.
      act(() => {
        appActions.addDecision(fakeDecision({ createdAt: clock.toISOString(), profit: 50, rpm: 0.5 }));
      });
      expect(summaryValue('Loads')).toBe('2');
      expect(summaryValue('Profit')).toBe('$870.00');
    });
  });
});

describe('HistoryScreen: list, search, filter, sort, paging', () => {
  it('lists entries newest first with route, outcome label, profit and RPM', () => {
    seedHistory(FOUR);
    setup();
    expect(routes()).toEqual(['Dallas, TX → Houston, TX', 'Memphis, TN → Atlanta, GA', 'Austin, TX → Memphis, TN', 'Tulsa, OK → Denver, CO']);
    const items = screen.getAllByTestId('history-entry');
    expect(within(items[0]!).getByText('Book it')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pass')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Counter offer')).toBeInTheDocument();
    expect(profits()).toEqual(['$300.00', '-$75.50', '$820.00', '$1,500.00']);
    expect(within(items[1]!).getByTestId('history-rpm')).toHaveTextContent('-$0.20/mi');
    expect(screen.getByRole('button', { name: 'Edit Dallas, TX → Houston, TX' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 loads');
  });

  it('searches origin or destination, case-insensitive and trimmed, with a screen-reader label', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    const search = screen.getByRole('searchbox', { name: 'Search origin or destination' });
    expect(search).toHaveAttribute('placeholder', 'Search origin or destination...');
    await user.type(search, '  MEMPHIS ');
    expect(routes()).toEqual(['Memphis, TN → Atlanta, GA', 'Austin, TX → Memphis, TN']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 matching loads');

    await user.clear(search);
    await user.type(search, 'Boise');
    expect(routes()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(NO_MATCHES_TEXT);
    expect(screen.getByText('No results match your filters. Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it('filters by outcome: all, booked, countered, passed', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    const outcome = screen.getByRole('combobox', { name: 'Outcome' });
    expect([...outcome.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['All', 'Booked', 'Countered', 'Passed']);
    await user.selectOptions(outcome, 'book');
    expect(routes()).toEqual(['Dallas, TX → Houston, TX', 'Tulsa, OK → Denver, CO']);
    await user.selectOptions(outcome, 'counter');
    expect(routes()).toEqual(['Austin, TX → Memphis, TN']);
    await user.selectOptions(outcome, 'pass');
    expect(routes()).toEqual(['Memphis, TN → Atlanta, GA']);
    // search and filter combine
    await user.type(screen.getByRole('searchbox'), 'dallas');
    expect(screen.getByText(NO_MATCHES_TEXT)).toBeInTheDocument();
    await user.selectOptions(outcome, 'all');
    expect(routes()).toEqual(['Dallas, TX → Houston, TX']);
  });

  it('sorts by newest, highest / lowest profit and best / worst RPM', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Newest first',
      'Highest profit',
      'Lowest profit',
      'Best RPM',
      'Worst RPM',
    ]);
    await user.selectOptions(sort, 'profit_desc');
    expect(profits()).toEqual(['$1,500.00', '$820.00', '$300.00', '-$75.50']);
    await user.selectOptions(sort, 'profit_asc');
    expect(profits()).toEqual(['-$75.50', '$300.00', '$820.00', '$1,500.00']);
    await user.selectOptions(sort, 'rpm_desc');
    expect(routes()[0]).toBe('Tulsa, OK → Denver, CO');
    await user.selectOptions(sort, 'rpm_asc');
    expect(routes()).toEqual(['Memphis, TN → Atlanta, GA', 'Austin, TX → Memphis, TN', 'Dallas, TX → Houston, TX', 'Tulsa, OK → Denver, CO']);
  });

  it('shows 10 entries, Load more adds 10, and a new query starts from the first page', async () => {
    seedHistory(many(25));
    const { user } = setup();
    expect(routes()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 25 loads');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(routes()).toHaveLength(20);
    expect(routes()[10]).toBe('City 10, TX → Town 10, OK');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(routes()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'profit_desc');
    expect(routes()).toHaveLength(10);
    expect(profits()[0]).toBe('$2,400.00');
  });

  it('searches the full 100 entries as the driver types', async () => {
    seedHistory(many(100));
    const { user } = setup();
    const search = screen.getByRole('searchbox');
    await user.type(search, 'city 9');
    // 'City 9', 'City 90'…'City 99': 11 matches, first page of 10.
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 11 matching loads');
  });
});

describe('HistoryScreen: edit', () => {
  it('edits every field, recomputes profit and RPM live by the R-HIST-7 rule, and saves in place', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Memphis, TN → Atlanta, GA' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit load entry' });
    const d = within(dialog);
    expect(d.getByLabelText('Origin')).toHaveValue('Memphis, TN');
    expect(d.getByRole('radio', { name: 'Pass' })).toBeChecked();

    await user.click(d.getByRole('radio', { name: 'Book it' }));
    await user.clear(d.getByLabelText('Origin'));
    await user.type(d.getByLabelText('Origin'), ' Nashville, TN ');
    await user.clear(d.getByLabelText('Loaded miles'));
    await user.type(d.getByLabelText('Loaded miles'), '400');
    await user.clear(d.getByLabelText('Linehaul rate'));
    await user.type(d.getByLabelText('Linehaul rate'), '$1,200');
    await user.clear(d.getByLabelText('FSC'));
    await user.type(d.getByLabelText('FSC'), '80');
    await user.clear(d.getByLabelText('Tolls'));
    await user.type(d.getByLabelText('Tolls'), '20');
    await user.clear(d.getByLabelText('Fuel cost'));
    await user.type(d.getByLabelText('Fuel cost'), '260');
    await user.type(d.getByLabelText('Notes'), 'Drop trailer');
    // (1200 + 80) − (260 + 20) = 1000; 1000 / 400 = 2.50
    expect(d.getByTestId('edit-profit')).toHaveTextContent('$1,000.00');
    expect(d.getByTestId('edit-rpm')).toHaveTextContent('$2.50/mi');

    await user.click(d.getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // same position (second), new values
    expect(routes()[1]).toBe('Nashville, TN → Atlanta, GA');
    const row = screen.getAllByTestId('history-entry')[1]!;
    expect(within(row).getByText('Book it')).toBeInTheDocument();
    expect(within(row).getByTestId('history-profit')).toHaveTextContent('$1,000.00');
    expect(within(row).getByText('Drop trailer')).toBeInTheDocument();

    const saved = stored().history.find((e) => e.id === 'b')!;
    expect(saved).toMatchObject({
      outcome: 'book',
      origin: 'Nashville, TN',
      miles: 400,
      rate: 1200,
      fsc: 80,
      tolls: 20,
      fuelCost: 260,
      profit: 1000,
      rpm: 2.5,
      notes: 'Drop trailer',
      createdAt: FOUR[1]!.createdAt,
    });
    // focus goes back to the row's edit button
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Nashville, TN → Atlanta, GA' })).toHaveFocus());
  });

  it('changes the outcome any to any (counter → pass) and treats blank amounts as 0', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Austin, TX → Memphis, TN' }));
    const d = within(screen.getByRole('dialog'));
    await user.click(d.getByRole('radio', { name: 'Pass' }));
    await user.clear(d.getByLabelText('Fuel cost'));
    await user.clear(d.getByLabelText('Tolls'));
    await user.clear(d.getByLabelText('FSC'));
    // rate 650, nothing else: 650 / 745 = 0.872… → $0.87
    expect(d.getByTestId('edit-profit')).toHaveTextContent('$650.00');
    expect(d.getByTestId('edit-rpm')).toHaveTextContent('$0.87/mi');
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    expect(getAppState().history.find((e) => e.id === 'c')).toMatchObject({ outcome: 'pass', fsc: 0, tolls: 0, fuelCost: 0, profit: 650 });
  });

  it('blank miles and rate count as 0 (R-HIST-7): saved, with RPM 0 rather than Infinity', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Austin, TX → Memphis, TN' }));
    const d = within(screen.getByRole('dialog'));
    await user.clear(d.getByLabelText('Loaded miles'));
    await user.clear(d.getByLabelText('Linehaul rate'));
    await user.clear(d.getByLabelText('FSC'));
    await user.clear(d.getByLabelText('Tolls'));
    await user.clear(d.getByLabelText('Fuel cost'));
    await user.type(d.getByLabelText('Fuel cost'), '40');
    // (0 + 0) − (40 + 0) = −$40.00; miles 0 → RPM 0
    expect(d.getByTestId('edit-profit')).toHaveTextContent('-$40.00');
    expect(d.getByTestId('edit-rpm')).toHaveTextContent('$0.00/mi');
    await user.click(d.getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getAppState().history.find((e) => e.id === 'c')).toMatchObject({ miles: 0, rate: 0, fsc: 0, tolls: 0, fuelCost: 40, profit: -40, rpm: 0 });
  });

  it('shows clear messages and saves nothing on bad input', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Dallas, TX → Houston, TX' }));
    const d = within(screen.getByRole('dialog'));
    await user.clear(d.getByLabelText('Origin'));
    await user.clear(d.getByLabelText('Loaded miles'));
    await user.type(d.getByLabelText('Loaded miles'), 'far');
    await user.clear(d.getByLabelText('Tolls'));
    await user.type(d.getByLabelText('Tolls'), 'abc');
    await user.clear(d.getByLabelText('Fuel cost'));
    await user.type(d.getByLabelText('Fuel cost'), '-5');
    // miles with no number in it reads RPM 0, never Infinity
    expect(d.getByTestId('edit-rpm')).toHaveTextContent('$0.00/mi');
    await user.click(d.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByRole('dialog', { name: 'Edit load entry' })).toBeInTheDocument();
    expect(d.getByLabelText('Origin')).toHaveAccessibleDescription('Required');
    expect(d.getByLabelText('Loaded miles')).toHaveAccessibleDescription('Enter a number');
    expect(d.getByLabelText('Tolls')).toHaveAccessibleDescription('Enter a number');
    expect(d.getByLabelText('Fuel cost')).toHaveAccessibleDescription('Must be 0 or more');
    expect(d.getByLabelText('Origin')).toHaveFocus();
    expect(stored().history).toEqual(FOUR);

    // fixing a field clears its message
    await user.type(d.getByLabelText('Origin'), 'Fort Worth, TX');
    expect(d.getByLabelText('Origin')).not.toHaveAccessibleDescription();

    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(routes()[0]).toBe('Dallas, TX → Houston, TX');
    expect(getAppState().history).toEqual(FOUR);
  });
});

describe('HistoryScreen: clear all', () => {
  it('asks first; Cancel keeps everything; signed out, Clear all empties this device only', async () => {
    seedHistory(FOUR);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Clear all history?' });
    expect(confirm).toHaveTextContent('This deletes all 4 logged loads from this device.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(routes()).toHaveLength(4);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear all' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    confirm = screen.getByRole('alertdialog', { name: 'Clear all history?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('No loads logged yet')).toBeInTheDocument();
    expect(stored()).toMatchObject({ history: [], sync: { clearPending: false } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Decision history' })).toHaveFocus());
  });
});

describe('HistoryScreen: export', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:loadmath/1';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    return { blobs, names, fetchSpy };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    // jsdom has no object URLs. The export releases its URL a second after the download starts
    // (export-csv.ts), which may be after this test: that call must find a function.
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: () => undefined });
  });

  it('downloads the whole history as CSV without any network call and confirms it', async () => {
    const { blobs, names, fetchSpy } = captureDownloads();
    seedHistory([...FOUR.slice(0, 3), fakeDecision({ id: 'x', createdAt: minutesAgo(40), notes: '=HYPERLINK("http://evil")' })]);
    const { user } = setup();
    await user.type(screen.getByRole('searchbox'), 'dallas'); // the export is not limited to the view
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Export successful')).toBeInTheDocument();
    expect(screen.getByText('Exported 4 decision(s) to CSV.')).toBeInTheDocument();
    expect(names).toEqual(['history-2026-11-22T12-00-00.csv']);
    expect(fetchSpy).not.toHaveBeenCalled();
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    // R-CSV-2's 13 columns first, in order, then the ones beyond the contract.
    expect(lines[0]).toBe([...CSV_COLUMNS, ...CSV_EXTRA_COLUMNS, ...CSV_DEAL_COLUMNS, ...CSV_KEEP_COLUMNS, ...CSV_PROFILE_COLUMNS].join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(',"Dallas, TX","Houston, TX",240,650.00,');
    expect(lines[2]).toContain(',-75.50,');
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('says Exported 1 decision(s) for a single entry', async () => {
    captureDownloads();
    seedHistory([FOUR[0]!]);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1 decision(s) to CSV.')).toBeInTheDocument();
  });

  it('reports a failed export with the error message', async () => {
    Object.assign(URL, {
      createObjectURL: () => {
        throw new Error('Storage is full');
      },
    });
    seedHistory(FOUR);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Storage is full')).toBeInTheDocument();
  });
});

describe('HistoryScreen: store updates', () => {
  it('shows a decision logged elsewhere at once', async () => {
    seedHistory(FOUR);
    setup();
    const { appActions } = await import('../../lib/app-store');
    act(() => appActions.addDecision(fakeDecision({ id: 'new', createdAt: minutesAgo(1), origin: 'El Paso, TX', destination: 'Phoenix, AZ' })));
    expect(routes()[0]).toBe('El Paso, TX → Phoenix, AZ');
  });
});
