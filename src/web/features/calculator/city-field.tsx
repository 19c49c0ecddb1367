import { forwardRef, useMemo, type FocusEvent } from 'react';
import { Combobox, type ComboboxOption } from '../../ui/combobox';
import type { TextFieldProps } from '../../ui/text-field';
import { useGazetteer } from './gazetteer';

export interface CityFieldProps extends Omit<TextFieldProps, 'value'> {
  value: string;
  /** A suggestion was picked: its 'City, ST' text. */
  onPick: (text: string) => void;
}

const MAX_SUGGESTIONS = 6;

/**
 * Origin / Destination: free text with City, ST suggestions from the offline gazetteer, which
 * starts loading when the field is first focused (never before the first paint).
 */
export const CityField = forwardRef<HTMLInputElement, CityFieldProps>(function CityField(
  { value, onPick, onFocus, ...props },
  ref,
) {
  const { gazetteer, prefetch } = useGazetteer();
  const options = useMemo<ComboboxOption[]>(() => {
    if (!gazetteer) return [];
    const list = gazetteer.suggest(value, MAX_SUGGESTIONS).map((text) => ({ value: text, label: text }));
    // Nothing left to offer once the text is exactly the one suggestion.
    return list.length === 1 && list[0]!.value.toLowerCase() === value.trim().toLowerCase() ? [] : list;
  }, [gazetteer, value]);

  return (
    <Combobox
      ref={ref}
      value={value}
      options={options}
      onSelectOption={(option) => onPick(option.value)}
      listLabel="City suggestions"
      onFocus={(e: FocusEvent<HTMLInputElement>) => {
        prefetch();
        onFocus?.(e);
      }}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
});
