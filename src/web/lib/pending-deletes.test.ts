import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDecision } from '../../domain/test-data';
import { appActions, getAppState, resetAppStoreForTests } from './app-store';
import { commitAllDeletes, scheduleDelete, undoDelete, UNDO_DELETE_MS, useHiddenIds } from './pending-deletes';

/* docs/product-rules.md R-DEAL-6: hidden at once, deleted only after the 5 s Undo window. */
describe('deleting one entry with Undo', () => {
  beforeEach(() => {
    localStorage.clear();
    resetAppStoreForTests();
    vi.useFakeTimers();
    appActions.addDecision(fakeDecision({ id: 'x' }));
    appActions.addDecision(fakeDecision({ id: 'y' }));
  });
  afterEach(() => {
    commitAllDeletes();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hides the entry at once and deletes it (once) only when the 5 s have passed', () => {
    const del = vi.spyOn(appActions, 'deleteDecision');
    const { result } = renderHook(() => useHiddenIds());
    act(() => scheduleDelete('x', (id) => appActions.deleteDecision(id)));
    expect([...result.current]).toEqual(['x']);
    act(() => vi.advanceTimersByTime(UNDO_DELETE_MS - 1));
    expect(del).not.toHaveBeenCalled();
    expect(getAppState().history.map((d) => d.id).sort()).toEqual(['x', 'y']);
    act(() => vi.advanceTimersByTime(1));
    expect(del).toHaveBeenCalledTimes(1);
    expect(del).toHaveBeenCalledWith('x');
    expect(getAppState().history.map((d) => d.id)).toEqual(['y']);
    expect(JSON.parse(localStorage.getItem('lm:v2:state')!).history.map((d: { id: string }) => d.id)).toEqual(['y']);
    expect([...result.current]).toEqual([]);
    expect(undoDelete('x')).toBe(false);
  });

  it('Undo inside the window shows the entry again and never calls deleteDecision', () => {
    const del = vi.spyOn(appActions, 'deleteDecision');
    const before = getAppState().history;
    const { result } = renderHook(() => useHiddenIds());
    act(() => scheduleDelete('x', (id) => appActions.deleteDecision(id)));
    act(() => vi.advanceTimersByTime(4000));
    let undone = false;
    act(() => {
      undone = undoDelete('x');
    });
    expect(undone).toBe(true);
    expect([...result.current]).toEqual([]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(del).not.toHaveBeenCalled();
    expect(getAppState().history).toBe(before);
  });

  it('closing the page inside the window deletes at once', () => {
    const del = vi.spyOn(appActions, 'deleteDecision');
    scheduleDelete('y', (id) => appActions.deleteDecision(id));
    window.dispatchEvent(new Event('pagehide'));
    expect(del).toHaveBeenCalledWith('y');
    expect(getAppState().history.map((d) => d.id)).toEqual(['x']);
  });
});
