import { useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { displayAvgRpm, isAdminRow } from '../../../domain/analytics';
import { formatRpm } from '../../../domain/format';
import type { UserActivityRow } from '../../../domain/schemas';
import { formatCount, formatDate } from './admin-format';
import { CAPTION, TABLE, TableScroll, TD, TD_NUM, TH, TH_NUM } from './report-section';

export type UserSortKey = 'email' | 'total_loads' | 'total_sessions' | 'avg_rpm' | 'last_load_date';
export type SortDirection = 'ascending' | 'descending';

const COLUMNS: readonly { key: UserSortKey; label: string; numeric: boolean }[] = [
  { key: 'email', label: 'Email', numeric: false },
  { key: 'total_loads', label: 'Total loads', numeric: true },
  { key: 'total_sessions', label: 'Total sessions', numeric: true },
  { key: 'avg_rpm', label: 'Avg RPM', numeric: true },
  { key: 'last_load_date', label: 'Last active', numeric: true },
];

/** The value a column sorts by; null (no RPM, never active) always sorts last. */
function sortValue(row: UserActivityRow, key: UserSortKey): string | number | null {
  switch (key) {
    case 'email':
      return row.email.toLowerCase();
    case 'avg_rpm':
      return displayAvgRpm(row);
    case 'last_load_date':
      return row.last_load_date === null ? null : new Date(row.last_load_date).getTime();
    default:
      return row[key];
  }
}

function sortUsers(rows: readonly UserActivityRow[], key: UserSortKey, direction: SortDirection): UserActivityRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else if (va !== vb) {
      return (va < vb ? -1 : 1) * sign;
    }
    return a.email.localeCompare(b.email);
  });
}

function Dash({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * User Activity (docs/product-rules.md R-EVENT-4): e-mail with an Admin badge, total loads, total sessions, average RPM
 * (only when above 0), last active date. Every column sorts; the sorted one carries aria-sort.
 */
export function UserActivityTable({ rows }: { rows: readonly UserActivityRow[] }) {
  // The server's order: most recently active first.
  const [sort, setSort] = useState<{ key: UserSortKey; direction: SortDirection }>({ key: 'last_load_date', direction: 'descending' });
  const sorted = useMemo(() => sortUsers(rows, sort.key, sort.direction), [rows, sort]);

  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No accounts yet.</p>;

  const toggle = (key: UserSortKey, numeric: boolean) =>
    setSort((prev) =>
      prev.key === key
        ? { key, direction: prev.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: numeric ? 'descending' : 'ascending' },
    );

  return (
    <TableScroll label="User activity table">
      <table className={TABLE}>
        <caption className={CAPTION}>
          User activity, {rows.length} {rows.length === 1 ? 'account' : 'accounts'}, sorted by{' '}
          {COLUMNS.find((c) => c.key === sort.key)!.label} {sort.direction}. Column headings are buttons that change the sort.
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((col) => {
              const active = sort.key === col.key;
              const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th key={col.key} scope="col" aria-sort={active ? sort.direction : 'none'} className={col.numeric ? TH_NUM : TH}>
                  <button
                    type="button"
                    onClick={() => toggle(col.key, col.numeric)}
                    className={`inline-flex min-h-9 items-center gap-1 rounded px-1 -mx-1 font-semibold hover:text-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300 ${col.numeric ? 'flex-row-reverse' : ''}`}
                  >
                    {col.label}
                    <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${active ? '' : 'opacity-40'}`} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const rpm = displayAvgRpm(row);
            return (
              <tr key={row.user_id}>
                <th scope="row" className={`${TD} font-medium`}>
                  <span className="inline-flex items-center gap-2">
                    {row.email}
                    {isAdminRow(row) && (
                      <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-900 dark:text-blue-100">
                        Admin
                      </span>
                    )}
                  </span>
                </th>
                <td className={TD_NUM}>{formatCount(row.total_loads)}</td>
                <td className={TD_NUM}>{formatCount(row.total_sessions)}</td>
                <td className={TD_NUM}>
                  {rpm === null ? <Dash label="none" /> : formatRpm(rpm)}
                </td>
                <td className={TD_NUM}>
                  {row.last_load_date === null ? <Dash label="never" /> : formatDate(row.last_load_date)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
