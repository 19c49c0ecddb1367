import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChartColumn, ChevronDown, KeyRound, LogOut, MonitorSmartphone, UserRound } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '../../../domain/form';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toast';

export interface AccountMenuProps {
  email: string;
  /** Admins see the 'Analytics Dashboard' link (docs/product-rules.md R-ACCOUNT-4, R-ACCOUNT-5). */
  isAdmin: boolean;
  /** Signs out; the menu shows 'Signing out…' until it settles. */
  onSignOut: () => Promise<void> | void;
  /** Changes the password (current one required); resolves with the server's message, rejects with its error. */
  onChangePassword: (currentPassword: string, newPassword: string) => Promise<string>;
  /** Signs out every other device; resolves with the server's message. */
  onSignOutOtherDevices: () => Promise<string>;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

const ITEM =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm font-medium outline-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-60 dark:data-[highlighted]:bg-slate-800';

/**
 * The signed-in header's account menu (docs/product-rules.md R-ACCOUNT-4): the user's e-mail, an
 * 'Analytics Dashboard' link for admins only, 'Change password', 'Sign out other devices' and
 * 'Sign Out'. Keyboard and screen-reader ready (Radix menu and dialogs).
 */
export function AccountMenu({ email, isAdmin, onSignOut, onChangePassword, onSignOutOtherDevices }: AccountMenuProps) {
  const [signingOut, setSigningOut] = useState(false);
  const [changing, setChanging] = useState(false);
  const [confirmOthers, setConfirmOthers] = useState(false);

  const signOutOthers = async () => {
    try {
      notify.success('Other devices signed out', await onSignOutOtherDevices());
    } catch (error) {
      notify.error('Could not sign out other devices', messageOf(error));
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${email}`}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold',
          'hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800',
        )}
      >
        <UserRound aria-hidden="true" className="h-5 w-5" />
        <span className="hidden max-w-[14rem] truncate md:inline">{email}</span>
        <ChevronDown aria-hidden="true" className="hidden h-4 w-4 md:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">
            Signed in as
            <span data-testid="account-email" className="block break-all text-sm font-semibold text-slate-900 dark:text-slate-100">
              {email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {isAdmin ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/admin/analytics">
                <ChartColumn aria-hidden="true" className="h-4 w-4" />
                Analytics Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={ITEM} onSelect={() => setChanging(true)}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Change password
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => setConfirmOthers(true)}>
            <MonitorSmartphone aria-hidden="true" className="h-4 w-4" />
            Sign out other devices
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={ITEM}
            disabled={signingOut}
            onSelect={() => {
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {signingOut ? 'Signing out…' : 'Sign Out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
    <ChangePasswordDialog open={changing} onOpenChange={setChanging} onChangePassword={onChangePassword} />
    <ConfirmDialog
      open={confirmOthers}
      onOpenChange={setConfirmOthers}
      title="Sign out other devices?"
      description="Every other phone, tablet or computer signed in to this account is signed out. This one stays signed in."
      confirmLabel="Sign out others"
      onConfirm={() => void signOutOthers()}
    />
    </>
  );
}

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChangePassword: AccountMenuProps['onChangePassword'];
}

/** 'Change password': the current password, then the new one. Other devices are signed out. */
function ChangePasswordDialog({ open, onOpenChange, onChangePassword }: ChangePasswordDialogProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const setOpen = (value: boolean) => {
    if (busy) return;
    if (!value) {
      setCurrent('');
      setNext('');
      setError(null);
    }
    onOpenChange(value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!current) return setError('Please enter your current password');
    if ([...next].length < PASSWORD_MIN_LENGTH) return setError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    setBusy(true);
    setError(null);
    try {
      const message = await onChangePassword(current, next);
      notify.success('Password changed', message);
      setBusy(false);
      setCurrent('');
      setNext('');
      onOpenChange(false);
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Change password"
      description="Other devices signed in to this account will be signed out."
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </>
      }
    >
      <form id={formId} className="flex flex-col gap-4" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          disabled={busy}
        />
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          disabled={busy}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={error ?? undefined}
        />
      </form>
    </Dialog>
  );
}
