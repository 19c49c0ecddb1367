import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { activeProfile, FIRST_PROFILE_NAME } from '../../../domain/driver-profiles';
import { cn } from '../../ui/cn';
import { useDriverProfiles } from '../../lib/profiles-store';

/** Switching loads the profile actions on the first tap (they are not needed to show the control). */
const switchTo = (id: string) => void import('./profile-actions').then((m) => m.profileActions.switchTo(id));

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300';

/** The add / rename form, loaded the first time it is opened. */
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));
const DeleteProfileConfirm = lazy(() => import('./delete-profile-confirm').then((m) => ({ default: m.DeleteProfileConfirm })));

/**
 * The compact 'Profile' control beside Equipment (docs/product-rules.md R-PAY-8): one radio per
 * driver profile, so a tap switches; 'Add profile' is where a second one is made.
 */
export function ProfileSwitcher() {
  const store = useDriverProfiles();
  const activeName = store ? activeProfile(store).name : undefined;
  // With profiles to switch between, fetch the actions in idle time so the first tap does not wait.
  const hasProfiles = store !== null;
  useEffect(() => {
    if (!hasProfiles) return;
    const t = setTimeout(() => void import('./profile-actions').catch(() => {}), 2000);
    return () => clearTimeout(t);
  }, [hasProfiles]);
  const toggle = (next: 'add' | 'rename' | 'delete') => setForm((f) => (f === next ? null : next));
  const [form, setForm] = useState<'add' | 'rename' | 'delete' | null>(null);
  const name = useId();
  const profiles = store ? store.profiles : [{ id: '', name: FIRST_PROFILE_NAME }];
  const activeId = store ? activeProfile(store).id : '';
  const nextName = profiles.find((p) => p.id !== activeId)?.name;
  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label="Profile" className="flex flex-wrap items-center gap-1.5">
        <span aria-hidden="true" className="mr-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          Profile
        </span>
        {profiles.map((p) => {
          const checked = p.id === activeId;
          return (
            <label
              key={p.id}
              className={cn(
                'relative inline-flex min-h-11 max-w-full cursor-pointer items-center rounded-full border px-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600',
                checked
                  ? 'border-blue-700 bg-blue-700 font-bold text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                  : 'border-slate-300 font-medium text-slate-800 dark:border-slate-600 dark:text-slate-200',
              )}
            >
              <input
                type="radio"
                name={name}
                value={p.id}
                checked={checked}
                onChange={() => switchTo(p.id)}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <span className="truncate">{p.name}</span>
            </label>
          );
        })}
        {store ? (
          <button type="button" aria-expanded={form === 'rename'} onClick={() => toggle('rename')} className={LINK}>
            Rename
          </button>
        ) : null}
        {store && store.profiles.length > 1 ? (
          <button type="button" aria-expanded={form === 'delete'} onClick={() => toggle('delete')} className={LINK}>
            Delete profile
          </button>
        ) : null}
        <button
          type="button"
          aria-expanded={form === 'add'}
          onClick={() => toggle('add')}
          className={LINK}
        >
          <span aria-hidden="true">+</span>
          Add profile
        </button>
      </div>
      {form === 'delete' && store && nextName ? (
        <Suspense fallback={null}>
          <DeleteProfileConfirm id={activeId} name={activeName ?? ''} next={nextName} onDone={() => setForm(null)} />
        </Suspense>
      ) : form && form !== 'delete' && !(form === 'rename' && !store) ? (
        <Suspense fallback={null}>
          <ProfileForm
            key={form}
            rename={form === 'rename' && store ? { id: activeId, name: activeName ?? '' } : undefined}
            onDone={() => setForm(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
