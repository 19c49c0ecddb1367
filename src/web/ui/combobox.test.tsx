import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

afterEach(cleanup);

const CITIES = ['Dallas, TX', 'Dallas, GA', 'Dalhart, TX'];

/** A controlled field that suggests the cities starting with the text. */
function Harness({ onPick = () => undefined }: { onPick?: (option: ComboboxOption) => void }) {
  const [value, setValue] = useState('');
  const options = value ? CITIES.filter((c) => c.toLowerCase().startsWith(value.toLowerCase())).map((c) => ({ value: c, label: c })) : [];
  return (
    <>
      <Combobox
        label="Origin"
        hint="City, ST"
        value={value}
        options={options}
        onChange={(e) => setValue(e.target.value)}
        onSelectOption={(option) => {
          setValue(option.value);
          onPick(option);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

function setup(onPick?: (option: ComboboxOption) => void) {
  const user = userEvent.setup();
  render(<Harness onPick={onPick} />);
  const input = screen.getByRole('combobox', { name: 'Origin' });
  return { user, input };
}

describe('Combobox', () => {
  it('is a combobox named by its label, collapsed until there is something to suggest', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAccessibleDescription('City, ST');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input, 'dal');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    // The list's name leaves the field's label alone: getByLabelText finds only the input.
    expect(screen.getByLabelText('Origin', { exact: false })).toBe(input);
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(CITIES);

    await user.type(input, 'z');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('↓ and ↑ move the active option (wrapping), Enter picks it and closes the list', async () => {
    const onPick = vi.fn();
    const { user, input } = setup(onPick);
    await user.type(input, 'dal');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Dallas, TX' }).id);
    expect(screen.getByRole('option', { name: 'Dallas, TX' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // past the last one → back to the first
    expect(screen.getByRole('option', { name: 'Dallas, TX' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}'); // before the first → the last
    expect(screen.getByRole('option', { name: 'Dalhart, TX' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');

    expect(onPick).toHaveBeenCalledWith({ value: 'Dallas, GA', label: 'Dallas, GA' });
    expect(input).toHaveValue('Dallas, GA');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('Escape closes without picking; ↓ opens again with the first option active', async () => {
    const onPick = vi.fn();
    const { user, input } = setup(onPick);
    await user.type(input, 'dall');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('dall');
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Dallas, TX' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a click or tap picks an option and keeps focus in the input', async () => {
    const onPick = vi.fn();
    const { user, input } = setup(onPick);
    await user.type(input, 'dal');
    await user.click(screen.getByRole('option', { name: 'Dalhart, TX' }));
    expect(onPick).toHaveBeenCalledWith({ value: 'Dalhart, TX', label: 'Dalhart, TX' });
    expect(input).toHaveValue('Dalhart, TX');
    expect(input).toHaveFocus();
  });

  it('Tab leaves with the typed text and closes the list', async () => {
    const onPick = vi.fn();
    const { user, input } = setup(onPick);
    await user.type(input, 'dal');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(input).toHaveValue('dal');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('opens no list for text that arrives while another control has the focus', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // As the early-input hand-over does: the field's value is set and an input event follows.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, 'Dal');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input).toHaveValue('Dal');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });
});
