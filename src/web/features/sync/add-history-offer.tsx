import { useId, useState } from 'react';
import { appActions } from '../../lib/app-store';
import { Button } from '../../ui/button';

/**
 * History logged while nobody was signed in joins an account only when the driver agrees, in one
 * tap (docs/decisions/015-versioned-sync.md 'Whose history'). 'Not now' keeps those loads on this
 * device, out of the account, and asks again at the next sign-in.
 */
export function AddHistoryOffer({ count, email }: { count: number; email: string }) {
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  if (dismissed) return null;
  const loads = count === 1 ? 'the 1 load' : `the ${count} loads`;
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p id={titleId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Add {loads} on this device to {email}?
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">They were logged while nobody was signed in. Until you add them they stay on this device only.</p>
      <div className="flex gap-2">
        <Button className="flex-1" onClick={() => appActions.addAnonymousToAccount()}>
          Add them
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => setDismissed(true)}>
          Not now
        </Button>
      </div>
    </section>
  );
}
