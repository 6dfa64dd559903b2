import { type ReactNode, useId } from 'react';
import classes from './choice-switch.module.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

interface ChoiceSwitchProps<T extends string> {
  choices: readonly Choice<T>[];
  /** The chosen value; null when none is chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  /** The group's name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** sm: 44 px choices in small text; md: 48 px in body text (the tracker's). */
  size?: 'sm' | 'md';
}

/**
 * A radio group drawn as one bar of equal choices, the chosen one raised (the look of Mantine's
 * SegmentedControl without its measured, sliding indicator). Native radios, so arrows move the
 * choice and a screen reader hears "radio, 1 of 2".
 */
export function ChoiceSwitch<T extends string>({
  choices,
  value,
  onChange,
  label,
  labelledBy,
  size = 'sm',
}: ChoiceSwitchProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className={classes.root} data-size={size}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.choice} data-active={choice.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
