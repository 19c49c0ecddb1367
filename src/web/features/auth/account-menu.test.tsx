import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AccountMenu } from './account-menu';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function setup(overrides: Partial<Parameters<typeof AccountMenu>[0]> = {}) {
  const props = {
    email: 'driver@example.com',
    isAdmin: false,
    onSignOut: vi.fn(),
    onChangePassword: vi.fn(async () => 'Password changed. Other devices are signed out.'),
    onSignOutOtherDevices: vi.fn(async () => 'Signed out of all other devices.'),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <AccountMenu {...props} />
      <Toaster />
    </MemoryRouter>,
  );
  return { props, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account menu for driver@example.com' }));
}

describe('account menu', () => {
  it('lists Change password, Sign out other devices and Sign Out', async () => {
    const { user } = setup();
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out other devices' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('Change password: asks for the current and the new password, then confirms', async () => {
    const { user, props } = setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveTextContent('Other devices signed in to this account will be signed out.');
    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(props.onChangePassword).toHaveBeenCalledWith('old password', 'brand new password');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Password changed. Other devices are signed out.')).toBeInTheDocument();
  });

  it("Change password: a wrong current password shows the server's message and keeps the dialog", async () => {
    const { user } = setup({
      onChangePassword: vi.fn(async () => {
        throw new ApiError(400, 'wrong_password', 'Your current password is not correct');
      }),
    });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    await user.type(await screen.findByLabelText('Current password'), 'guess');
    await user.type(screen.getByLabelText('New password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Change password: a short new password is refused before any request', async () => {
    const { user, props } = setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    await user.type(await screen.findByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), '123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(props.onChangePassword).not.toHaveBeenCalled();
  });

  it('Sign out other devices: asks first, then signs them out', async () => {
    const { user, props } = setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out other devices' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out other devices?' });
    expect(confirm).toHaveTextContent('This one stays signed in.');
    await user.click(screen.getByRole('button', { name: 'Sign out others' }));
    expect(props.onSignOutOtherDevices).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Other devices signed out')).toBeInTheDocument();
  });

  it('Sign out other devices: Cancel does nothing', async () => {
    const { user, props } = setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out other devices' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(props.onSignOutOtherDevices).not.toHaveBeenCalled();
  });
});
