import { describe, expect, it } from 'vitest';
import {
  dailyBreakdown,
  displayAvgRpm,
  funnelLastDays,
  isAdminRow,
  percentChange,
  todayActivity,
} from './analytics';
import type { DailyAnalyticsRow, FunnelRow } from './schemas';

const day = (date: string, n: number): DailyAnalyticsRow => ({
  date,
  unique_sessions: n,
  sessions: n + 1,
  calculations: n * 2,
  decisions_logged: n,
  ocr_uploads: 0,
  negotiations: 1,
});

describe('percentChange', () => {
  it('(today − yesterday) / yesterday × 100; null when yesterday is 0', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(10, 10)).toBe(0);
    expect(percentChange(7, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('todayActivity', () => {
  it('first row is today, second yesterday', () => {
    const cards = todayActivity([day('2026-11-22', 6), day('2026-11-21', 4)]);
    expect(cards.map((c) => c.label)).toEqual(['Unique sessions', 'Calculations', 'Decisions logged', 'OCR uploads']);
    expect(cards[0]).toEqual({ metric: 'unique_sessions', label: 'Unique sessions', today: 6, yesterday: 4, change: 50 });
    expect(cards[3]?.change).toBeNull(); // OCR 0 yesterday
  });
  it('missing rows count as 0', () => {
    expect(todayActivity([]).every((c) => c.today === 0 && c.yesterday === 0 && c.change === null)).toBe(true);
    expect(todayActivity([day('2026-11-22', 3)])[0]).toMatchObject({ today: 3, yesterday: 0, change: null });
  });
});

describe('windows', () => {
  it('daily breakdown: latest 14, newest first', () => {
    const rows = Array.from({ length: 20 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i));
    const out = dailyBreakdown(rows);
    expect(out).toHaveLength(14);
    expect(out[0]?.date).toBe('2026-11-20');
    expect(out[13]?.date).toBe('2026-11-07');
  });
  it('funnel: latest 7, newest first', () => {
    const rows: FunnelRow[] = Array.from({ length: 9 }, (_, i) => ({
      session_date: `2026-11-0${i + 1}`,
      total_sessions: 10,
      calculation_rate: 50,
      decision_rate: 10,
      ocr_usage_rate: 0,
    }));
    expect(funnelLastDays(rows).map((r) => r.session_date)).toEqual([
      '2026-11-09', '2026-11-08', '2026-11-07', '2026-11-06', '2026-11-05', '2026-11-04', '2026-11-03',
    ]);
  });
});

describe('small helpers', () => {
  it('displayAvgRpm shows only values above 0', () => {
    expect(displayAvgRpm({ avg_rpm: 1.5 })).toBe(1.5);
    expect(displayAvgRpm({ avg_rpm: 0 })).toBeNull();
    expect(displayAvgRpm({ avg_rpm: null })).toBeNull();
  });
  it('isAdminRow', () => {
    expect(isAdminRow({ role: 'admin' })).toBe(true);
    expect(isAdminRow({ role: null })).toBe(false);
  });
});
