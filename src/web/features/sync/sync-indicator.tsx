import { useNavigate } from 'react-router';
import { Cloud, CloudAlert, CloudCheck, CloudOff, CloudUpload, type LucideIcon } from 'lucide-react';
import { cn } from '../../ui/cn';
import type { SyncIndicatorStatus } from './sync-provider';

const LABELS: Record<Exclude<SyncIndicatorStatus, 'signed-out'>, { text: string; detail: string; icon: LucideIcon; tone: string }> = {
  synced: {
    text: 'Synced',
    detail: 'Your load history is saved to your account.',
    icon: CloudCheck,
    tone: 'text-emerald-800 dark:text-emerald-300',
  },
  syncing: {
    text: 'Syncing…',
    detail: 'Saving your load history to your account.',
    icon: CloudUpload,
    tone: 'text-blue-800 dark:text-blue-300',
  },
  pending: {
    text: 'Sync pending',
    detail: 'Your latest changes are saved on this device and will sync within a minute.',
    icon: Cloud,
    tone: 'text-slate-700 dark:text-slate-300',
  },
  error: {
    text: 'Not synced',
    detail: 'Could not reach the server. Your history is safe on this device; sync will retry automatically.',
    icon: CloudAlert,
    tone: 'text-amber-800 dark:text-amber-300',
  },
};

export interface SyncIndicatorProps {
  status: SyncIndicatorStatus;
  lastSyncedAt?: number | null;
  className?: string;
}

function lastSyncedText(at: number | null | undefined): string {
  if (at == null) return '';
  return ` Last synced at ${new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.`;
}

/**
 * The sync status (docs/product-rules.md R-SYNC-11) — synced, syncing or signed-out (plus 'Sync
 * pending' while a change waits for the throttle window and 'Not synced' after a failure). Changes
 * are announced politely. Signed out it is the 'Sign in to sync' button to /auth.
 */
export function SyncIndicator({ status, lastSyncedAt, className }: SyncIndicatorProps) {
  if (status === 'signed-out') return <SignInToSyncButton className={className} />;
  const { text, detail, icon: Icon, tone } = LABELS[status];
  const title = `${detail}${lastSyncedText(lastSyncedAt)}`;
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="sync-indicator"
      data-status={status}
      title={title}
      className={cn('inline-flex min-h-11 items-center gap-1 px-1.5 text-xs font-semibold sm:text-sm', tone, className)}
    >
      <Icon aria-hidden="true" className={cn('h-4 w-4 shrink-0', status === 'syncing' && 'motion-safe:animate-pulse')} />
      <span>{text}</span>
      <span className="sr-only">{title}</span>
    </span>
  );
}

/** Signed out, the 'Sign in to sync' button to /auth (docs/product-rules.md R-ACCOUNT-4). */
function SignInToSyncButton({ className }: { className?: string | undefined }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate('/auth')}
      data-testid="sync-indicator"
      data-status="signed-out"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-lg border border-blue-700 px-2 text-sm font-semibold text-blue-800 sm:px-3',
        'hover:bg-blue-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        'dark:border-blue-400 dark:text-blue-300 dark:hover:bg-slate-800',
        className,
      )}
    >
      {/* On a phone the words alone, so the header's 'Sign in' link fits beside it. */}
      <CloudOff aria-hidden="true" className="hidden h-4 w-4 shrink-0 sm:block" />
      Sign in to sync
    </button>
  );
}
