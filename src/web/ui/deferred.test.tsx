import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilOpen } from './deferred';

function Panel({ open, label }: { open: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-open={String(open)} />;
}

afterEach(() => cleanup());

describe('deferUntilOpen', () => {
  it('loads nothing while closed, loads and mounts on first open, then stays mounted', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const Deferred = deferUntilOpen(load);
    const { rerender } = render(<Deferred open={false} label="Cost Profile" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Deferred open label="Cost Profile" />);
    expect(await screen.findByRole('dialog', { name: 'Cost Profile' })).toHaveAttribute('data-open', 'true');

    rerender(<Deferred open={false} label="Cost Profile" />);
    expect(screen.getByRole('dialog', { name: 'Cost Profile' })).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() fetches ahead once, so the first open renders at once', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const Deferred = deferUntilOpen(load);
    await Deferred.preload();
    await Deferred.preload();
    render(<Deferred open label="Tour" />);
    expect(screen.getByRole('dialog', { name: 'Tour' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is logged, shows nothing and is tried again on the next opening', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const Deferred = deferUntilOpen(load);
    const { rerender } = render(<Deferred open label="Drawer" />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);

    rerender(<Deferred open={false} label="Drawer" />);
    rerender(<Deferred open label="Drawer" />);
    expect(await screen.findByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
