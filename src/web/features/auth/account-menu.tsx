import { useState } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChartColumn, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { cn } from '../../ui/cn';

export interface AccountMenuProps {
  email: string;
  /** Admins see the 'Analytics Dashboard' link (spec §2, §6). */
  isAdmin: boolean;
  /** Signs out; the menu shows 'Signing out…' until it settles. */
  onSignOut: () => Promise<void> | void;
}

const ITEM =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm font-medium outline-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-60 dark:data-[highlighted]:bg-slate-800';

/**
 * The signed-in header's account menu (spec §2): the user's e-mail, an 'Analytics Dashboard'
 * link for admins only, and 'Sign Out'. Keyboard and screen-reader ready (Radix menu).
 */
export function AccountMenu({ email, isAdmin, onSignOut }: AccountMenuProps) {
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
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
  );
}
