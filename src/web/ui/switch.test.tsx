import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from './switch';

afterEach(cleanup);

function Controlled({ initial = false, disabled = false, hideLabel = false }: { initial?: boolean; disabled?: boolean; hideLabel?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <>
      <Switch label="Include tolls" checked={on} onCheckedChange={setOn} disabled={disabled} hideLabel={hideLabel} />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its visible label, and a tap, its label, Space and Enter toggle it', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Include tolls' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('on');

    await user.click(screen.getByText('Include tolls'));
    expect(toggle).not.toBeChecked();

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });

  it('keeps its name with a hidden label, and a disabled switch does not change', async () => {
    const user = userEvent.setup();
    render(<Controlled initial hideLabel disabled />);
    const toggle = screen.getByRole('switch', { name: 'Include tolls' });
    expect(screen.queryByText('Include tolls')).toBeNull();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('on');
  });
});
