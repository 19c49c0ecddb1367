import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncIndicator } from './sync-indicator';
import type { SyncIndicatorStatus } from './sync-provider';

afterEach(cleanup);

function show(status: SyncIndicatorStatus, lastSyncedAt: number | null = null) {
  const router = createMemoryRouter([{ path: '/', element: <SyncIndicator status={status} lastSyncedAt={lastSyncedAt} /> }]);
  render(<RouterProvider router={router} />);
}

describe('SyncIndicator', () => {
  it.each([
    ['synced', 'Synced'],
    ['syncing', 'Syncing…'],
    ['pending', 'Sync pending'],
    ['error', 'Not synced'],
  ] as const)('%s reads "%s" in a polite live region', (status, text) => {
    show(status);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(text);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('mentions the last sync time', () => {
    show('synced', Date.parse('2025-03-01T12:34:00'));
    expect(screen.getByRole('status')).toHaveTextContent(/Last synced at 12:34/);
  });

  it("signed out: a 'Sign in to sync' button", () => {
    show('signed-out');
    expect(screen.getByRole('button', { name: 'Sign in to sync' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
