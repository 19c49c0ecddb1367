import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Download, Search, Trash2 } from 'lucide-react';
import {
  HISTORY_FILTERS,
  HISTORY_FILTER_LABELS,
  HISTORY_SORTS,
  HISTORY_SORT_LABELS,
  INITIAL_VISIBLE_COUNT,
  nextVisibleCount,
  queryHistory,
  visiblePage,
  type HistoryFilter,
  type HistorySort,
} from '../../../domain/history';
import type { LoadDecision } from '../../../domain/schemas';
import { appActions, getAppState, useAppState } from '../../lib/app-store';
import { scheduleDelete, undoDelete, UNDO_DELETE_MS, useHiddenIds } from '../../lib/pending-deletes';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/select-field';
import { loadToasts, notify } from '../../ui/toast';
import { routeLabel } from './display';
import { EditEntryDialog } from './edit-entry-dialog';
import { exportHistoryCsv } from './export-csv';
import { HistoryEntry } from './history-entry';
import { Last7DaysSummary } from './last-7-days-summary';
import { RecordResultDialog } from './record-result-dialog';

export const NO_MATCHES_TEXT = 'No results match your filters. Try adjusting your search or filters.';
export const EMPTY_TEXT = 'No loads logged yet';

const FILTER_OPTIONS = HISTORY_FILTERS.map((value) => ({ value, label: HISTORY_FILTER_LABELS[value] }));
const SORT_OPTIONS = HISTORY_SORTS.map((value) => ({ value, label: HISTORY_SORT_LABELS[value] }));

const selectHistory = (s: { history: LoadDecision[] }) => s.history;
/** Signed in, Clear all reaches every device of the account (docs/decisions/015-versioned-sync.md). */
const selectClearsEveryDevice = (s: { signedInAs: string | null; owner: string | null }) => s.signedInAs !== null && s.signedInAs === s.owner;

export interface HistoryScreenProps {
  className?: string;
  /** The clock for 'Last 7 days', the export file name and the clear time (tests pass a fixed one). */
  now?: () => Date;
}

const systemNow = () => new Date();

/** A counter logged this long ago or less counts as just logged (this screen's code may load after it). */
const JUST_LOGGED_MS = 10_000;
/** Entries already seen by this page (module-wide, so a remount does not offer them again). */
let seenIds: Set<string> | null = null;

/**
 * The counter offers without a result that are new since the last call and were logged in the
 * last 10 seconds. The calculator logs them; the first call (this code loads once something is
 * logged, web/app/lazy-features.tsx) counts only those as new. Keeps '/' free of this code.
 */
function newlyLoggedCounters(history: readonly LoadDecision[]): LoadDecision[] {
  const now = Date.now();
  const fresh = (d: LoadDecision) =>
    d.outcome === 'counter' && d.dealResult === undefined && Math.abs(now - Date.parse(d.createdAt)) <= JUST_LOGGED_MS;
  seenIds ??= new Set(history.filter((d) => !fresh(d)).map((d) => d.id));
  const found: LoadDecision[] = [];
  for (const d of history) {
    if (seenIds.has(d.id)) continue;
    seenIds.add(d.id);
    if (fresh(d)) found.push(d);
  }
  return found;
}

/**
 * The decision history (docs/product-rules.md R-HIST-4..8, R-CSV-1): 'Last 7 days',
 * search / filter / sort, 10 entries at a time, edit, export and clear. Reads and writes the
 * history through the app store; every rule and figure comes from src/domain.
 */
export function HistoryScreen({ className, now = systemNow }: HistoryScreenProps) {
  const stored = useAppState(selectHistory);
  const everyDevice = useAppState(selectClearsEveryDevice);
  // Entries deleted within the last 5 s (their Undo window) are not shown (R-DEAL-6).
  const hiddenIds = useHiddenIds();
  const history = useMemo(() => (hiddenIds.size === 0 ? stored : stored.filter((d) => !hiddenIds.has(d.id))), [stored, hiddenIds]);
  const [resultId, setResultId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [sort, setSort] = useState<HistorySort>('newest');
  const [visibleCount, setVisibleCount] = useState(INITIAL_VISIBLE_COUNT);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const lastEditedId = useRef<string | null>(null);

  // Derived lists are memoised on the history and the query only: typing in search re-runs a
  // filter over at most 100 entries and re-renders only the rows whose props changed.
  const results = useMemo(() => queryHistory(history, { search, filter, sort }), [history, search, filter, sort]);
  const page = useMemo(() => visiblePage(results, visibleCount), [results, visibleCount]);
  const editing = useMemo(() => (editingId ? (history.find((d) => d.id === editingId) ?? null) : null), [history, editingId]);

  // A new query starts again from the first page.
  const onSearch = (value: string) => {
    setSearch(value);
    setVisibleCount(INITIAL_VISIBLE_COUNT);
  };
  const onFilter = (value: HistoryFilter) => {
    setFilter(value);
    setVisibleCount(INITIAL_VISIBLE_COUNT);
  };
  const onSort = (value: HistorySort) => {
    setSort(value);
    setVisibleCount(INITIAL_VISIBLE_COUNT);
  };

  const onEdit = useCallback((id: string) => {
    lastEditedId.current = id;
    setEditingId(id);
  }, []);

  // The edit dialog is controlled (no Radix Trigger), so on close focus is put back here: on the
  // entry's edit button, or on the heading when the edit moved the entry out of the current view.
  useEffect(() => {
    if (editingId !== null || lastEditedId.current === null) return;
    const id = lastEditedId.current;
    lastEditedId.current = null;
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-entry-id="${CSS.escape(id)}"] button`);
    (button ?? headingRef.current)?.focus();
  }, [editingId]);
  const closeEdit = useCallback(() => setEditingId(null), []);
  const saveEdit = useCallback((next: LoadDecision) => {
    appActions.updateDecision(next);
    setEditingId(null);
  }, []);

  // A counter offer just logged: its result is offered at once (R-DEAL-1).
  useEffect(() => {
    for (const d of newlyLoggedCounters(stored)) {
      notify.withAction(
        'Counter offer logged.',
        'How did the call end?',
        { label: 'Record result', onClick: () => setResultId(d.id) },
        { duration: 10_000 },
      );
    }
  }, [stored]);
  const recording = useMemo(() => (resultId ? (history.find((d) => d.id === resultId && d.outcome === 'counter') ?? null) : null), [history, resultId]);
  const closeResult = useCallback(() => setResultId(null), []);
  const saveResult = useCallback((next: LoadDecision) => {
    appActions.updateDecision(next);
    setResultId(null);
  }, []);

  // Delete one entry: hidden now, deleted once the 5 s Undo window has passed (R-DEAL-6).
  const onDelete = useCallback((id: string) => {
    const entry = getAppState().history.find((d) => d.id === id);
    if (!entry) return;
    const toastId = `delete-${id}`;
    scheduleDelete(id, (gone) => {
      appActions.deleteDecision(gone);
      void loadToasts().then((m) => m.toast.dismiss(toastId), () => {});
    });
    headingRef.current?.focus();
    notify.withAction(
      'Load deleted.',
      routeLabel(entry.origin, entry.destination),
      { label: 'Undo', onClick: () => undoDelete(id) },
      { id: toastId, duration: UNDO_DELETE_MS },
    );
  }, []);

  const empty = history.length === 0;
  const filtered = search.trim() !== '' || filter !== 'all';

  return (
    <section
      aria-labelledby="history-heading"
      data-testid="history-screen"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Decision history
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => exportHistoryCsv(history, now())}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={empty}
            onClick={() => setConfirmClear(true)}
            className="text-red-800 dark:text-red-300"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Clear all
          </Button>
        </div>
      </div>

      {empty ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
          <p className="font-semibold">{EMPTY_TEXT}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Log a decision on the calculator and it shows up here.</p>
        </div>
      ) : (
        <>
          <Last7DaysSummary history={history} now={now} />

          <div role="search" className="flex flex-col gap-2">
            <div className="relative">
              <label htmlFor="history-search" className="sr-only">
                Search origin or destination
              </label>
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
              <input
                id="history-search"
                type="search"
                value={search}
                onChange={(e) => onSearch(e.target.value)}
                placeholder="Search origin or destination..."
                autoComplete="off"
                enterKeyHint="search"
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline focus:outline-2 focus:outline-offset-1 focus:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
              />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <SelectField
                label="Outcome"
                value={filter}
                onChange={(e) => onFilter(e.target.value as HistoryFilter)}
                options={FILTER_OPTIONS}
              />
              <SelectField label="Sort by" value={sort} onChange={(e) => onSort(e.target.value as HistorySort)} options={SORT_OPTIONS} />
            </div>
          </div>

          <p role="status" className={cn('text-sm', page.total === 0 ? 'py-6 text-center font-medium' : 'text-slate-600 dark:text-slate-400')}>
            {page.total === 0
              ? NO_MATCHES_TEXT
              : `Showing ${page.items.length} of ${page.total} ${filtered ? 'matching ' : ''}${page.total === 1 ? 'load' : 'loads'}`}
          </p>

          {page.total > 0 ? (
            <ul ref={listRef} aria-labelledby="history-heading" className="flex flex-col gap-2">
              {page.items.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} onEdit={onEdit} onRecordResult={setResultId} onDelete={onDelete} />
              ))}
            </ul>
          ) : null}

          {page.hasMore ? (
            <Button variant="secondary" className="w-full" onClick={() => setVisibleCount((n) => nextVisibleCount(n))}>
              Load more
            </Button>
          ) : null}
        </>
      )}

      <EditEntryDialog entry={editing} onClose={closeEdit} onSave={saveEdit} />
      <RecordResultDialog entry={recording} onClose={closeResult} onSave={saveResult} />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear all history?"
        description={`This deletes all ${history.length} logged ${history.length === 1 ? 'load' : 'loads'} ${
          everyDevice ? 'from every device signed in to this account' : 'from this device'
        }. It cannot be undone. Export a CSV first if you want a copy.`}
        confirmLabel="Clear all"
        destructive
        onConfirm={() => {
          appActions.clearHistory();
          setSearch('');
          setFilter('all');
          setVisibleCount(INITIAL_VISIBLE_COUNT);
        }}
        onCloseAutoFocus={(event) => {
          // After clearing, the trigger is disabled: land on the heading instead of nowhere.
          if (getAppState().history.length === 0) {
            event.preventDefault();
            headingRef.current?.focus();
          }
        }}
      />
    </section>
  );
}
