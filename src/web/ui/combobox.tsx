import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { TextField, type TextFieldProps } from './text-field';

export interface ComboboxOption {
  /** Unique among the options (also the key). */
  value: string;
  label: string;
}

export interface ComboboxProps extends Omit<TextFieldProps, 'role'> {
  /** Suggestions for the current text; the list shows while there are some and the driver is typing. */
  options: readonly ComboboxOption[];
  /** A suggestion was picked (Enter, click or tap). The caller writes it into the value. */
  onSelectOption: (option: ComboboxOption) => void;
  /**
   * Accessible name of the list. It must not contain the field's label: getByLabel('Origin')
   * (a substring match) would then find the list as well as the input.
   */
  listLabel?: string;
}

/**
 * A text field with suggestions: the ARIA 1.2 combobox pattern (editable input, list
 * autocomplete). The input keeps its visible label as its accessible name
 * (getByRole('combobox', { name })). Keys: ↓/↑ open the list and move through it, Enter picks,
 * Escape closes, Tab leaves without picking. Free text always stays allowed.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  { options, onSelectOption, listLabel = 'Suggestions', onChange, onBlur, onKeyDown, containerClassName, id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (i: number) => `${inputId}-option-${i}`;
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the field may sit low on the screen: bring the opened list into view (its scroll
  // margin keeps it clear of a bar fixed to the bottom of the screen).
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: ComboboxOption) => {
    onSelectOption(option);
    close();
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : options.length - 1);
        return;
      }
      const from = activeIndex === -1 ? (down ? -1 : options.length) : activeIndex;
      setActive((from + (down ? 1 : -1) + options.length) % options.length);
    } else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      pick(options[activeIndex]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      close();
    }
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    close();
    onBlur?.(e);
  };

  return (
    <div className={cn('relative', containerClassName)}>
      <TextField
        ref={ref}
        id={inputId}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(e) => {
          // Text handed over without the focus (typed on the pre-rendered page before the app
          // loaded, src/web/startup/early-input.ts) opens no list: only the field being typed in does.
          if (e.currentTarget.ownerDocument.activeElement === e.currentTarget) setOpen(true);
          setActive(-1);
          onChange?.(e);
        }}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        {...props}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 scroll-mb-28 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {expanded
          ? options.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                // Keep focus in the input while a finger or mouse picks.
                onPointerDown={(e) => e.preventDefault()}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(option)}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center px-3 text-base text-slate-900 dark:text-slate-100',
                  i === activeIndex ? 'bg-blue-100 dark:bg-blue-900/60' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                )}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
});
