import { useId, useState } from 'react';
import { appActions } from '../../lib/app-store';
import { Button } from '../../ui/button';
import { addAnonymousProfiles } from './profiles-channel';

/**
 * History logged while nobody was signed in joins an account only when the driver agrees, in one
 * tap (docs/decisions/015-versioned-sync.md 'Whose history'). 'Not now' keeps those loads on this
 * device, out of the account, and asks again at the next sign-in.
 */
export function AddHistoryOffer({ count, profiles = 0, email }: { count: number; profiles?: number; email: string }) {
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  if (dismissed) return null;
  // Profiles made signed out join the same way (docs/product-rules.md R-PAY-11).
  const parts = [count > 0 ? `${count} load${count === 1 ? '' : 's'}` : '', profiles > 0 ? `${profiles} profile${profiles === 1 ? '' : 's'}` : ''];
  const what = `the ${parts.filter(Boolean).join(' and ')}`;
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p id={titleId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Add {what} on this device to {email}?
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">They were made while nobody was signed in. Until you add them they stay on this device only.</p>
      <div className="flex gap-2">
        <Button
          className="flex-1"
          onClick={() => {
            appActions.addAnonymousToAccount();
            addAnonymousProfiles();
          }}
        >
          Add them
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => setDismissed(true)}>
          Not now
        </Button>
      </div>
    </section>
  );
}
