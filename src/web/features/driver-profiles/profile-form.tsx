import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { profileActions } from './profile-actions';

/**
 * 'Add profile' (docs/product-rules.md R-PAY-8): a name, then the new profile starts from the
 * current equipment, pay and costs and becomes the active one; the driver then sets its pay and
 * costs in Edit Cost Assumptions. With `rename`, the same form renames the active profile.
 */
export function ProfileForm({ onDone, rename }: { onDone: () => void; rename?: { id: string; name: string } }) {
  const [name, setName] = useState(rename?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = rename ? profileActions.rename(rename.id, name) : profileActions.add(name);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    onDone();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <TextField
        label="Profile name"
        placeholder="Leased to Acme, 75 %"
        autoComplete="off"
        value={name}
        error={error}
        hint={rename ? undefined : 'Starts from your current equipment, pay and costs: change them in Edit Cost Assumptions.'}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="min-h-11">
          Save profile
        </Button>
        <Button type="button" variant="secondary" size="sm" className="min-h-11" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
