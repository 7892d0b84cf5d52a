import { HONEYPOT_FIELD } from '@rennfeld/contract/constants';
import type { InputHTMLAttributes } from 'react';

interface FieldProps {
  /** The form's id prefix (from useId), so several forms on one page never share ids. */
  formId: string;
  name: string;
  label: string;
  errors?: string[];
  defaultValue: string;
  required?: boolean;
  maxLength?: number;
  hint?: string;
  className?: string;
}

type InputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
};

/** Ids of a field's control and of its error and hint texts. */
export function fieldIds(formId: string, name: string) {
  return { control: `${formId}-${name}`, error: `${formId}-${name}-error`, hint: `${formId}-${name}-hint` };
}

function describedBy(ids: ReturnType<typeof fieldIds>, error: string | undefined, hint: string | undefined) {
  const parts = [error ? ids.error : undefined, hint ? ids.hint : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function FieldFeedback({ ids, error, hint }: { ids: ReturnType<typeof fieldIds>; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <div id={ids.hint} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={ids.error} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </>
  );
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {required ? (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="text-secondary small"> (optional)</span>
      )}
    </label>
  );
}

export function InputField({
  formId,
  name,
  label,
  errors,
  defaultValue,
  required,
  maxLength,
  hint,
  className,
  type = 'text',
  autoComplete,
  inputMode,
}: InputProps) {
  const ids = fieldIds(formId, name);
  const error = errors?.[0];
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      <input
        id={ids.control}
        name={name}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
      />
      <FieldFeedback ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  formId,
  name,
  label,
  errors,
  defaultValue,
  required,
  maxLength,
  hint,
  className,
  rows,
}: FieldProps & { rows: number }) {
  const ids = fieldIds(formId, name);
  const error = errors?.[0];
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      <textarea
        id={ids.control}
        name={name}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
      />
      <FieldFeedback ids={ids} error={error} hint={hint} />
    </div>
  );
}

/** The submit button of SPEC §4: disabled with a spinner and its busy text while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn btn-dark',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/**
 * The contract's honeypot: hidden from people (off screen, out of the tab order, hidden from
 * assistive technology), filled in by simple bots; the API then answers like a success and stores
 * nothing.
 */
export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
