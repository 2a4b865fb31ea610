import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './field.css.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated error text shown under the field, wired with aria-invalid/aria-describedby. */
  error?: string | null;
  hint?: string;
}

export function TextField({ label, value, onValueChange, error, hint, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const field = useTypedBeforeHydration<HTMLInputElement>(value, onValueChange);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={field}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
