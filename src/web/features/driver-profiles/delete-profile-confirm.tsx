import { useId } from 'react';
import { Button } from '../../ui/button';
import { profileActions } from './profile-actions';

/**
 * 'Delete profile' asks first (docs/product-rules.md R-PAY-11): the active profile goes, the
 * calculator switches to the next one, and signed in the delete reaches every device of the
 * account. Loaded the first time it is opened.
 */
export function DeleteProfileConfirm({ id, name, next, onDone }: { id: string; name: string; next: string; onDone: () => void }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <p id={titleId} className="text-sm text-slate-900 dark:text-slate-100">
        Delete the profile ‘{name}’? The calculator switches to ‘{next}’.
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          className="min-h-11"
          onClick={() => {
            profileActions.removeActive(id);
            onDone();
          }}
        >
          Delete
        </Button>
        <Button type="button" variant="secondary" size="sm" className="min-h-11" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
