import { Slider as RadixSlider } from 'radix-ui';
import { cn } from './cn';

export interface SliderProps {
  /** Accessible name of the thumb (getByRole('slider', { name })). */
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Spoken value, e.g. "85 %". */
  valueText?: string;
  disabled?: boolean;
  className?: string;
}

/** Single-thumb slider, keyboard operable (arrows, Page Up/Down, Home/End). */
export function Slider({ label, value, onValueChange, min = 0, max = 100, step = 1, valueText, disabled, className }: SliderProps) {
  return (
    <RadixSlider.Root
      className={cn('relative flex h-11 w-full touch-none select-none items-center', className)}
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(values) => onValueChange(values[0] ?? min)}
    >
      <RadixSlider.Track className="relative h-2 grow rounded-full bg-slate-300 dark:bg-slate-700">
        <RadixSlider.Range className="absolute h-full rounded-full bg-blue-700 dark:bg-blue-500" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block h-7 w-7 rounded-full border-2 border-blue-700 bg-white shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-blue-400"
      />
    </RadixSlider.Root>
  );
}
