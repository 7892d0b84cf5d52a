import { HONEYPOT_FIELD } from '@rennfeld/contract/constants';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../i18n/use-i18n.ts';

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
function buildFieldIds(formId: string, name: string) {
  return { control: `${formId}-${name}`, error: `${formId}-${name}-error`, hint: `${formId}-${name}-hint` };
}

function describedBy(ids: ReturnType<typeof buildFieldIds>, error: string | undefined, hint: string | undefined) {
  const parts = [error ? ids.error : undefined, hint ? ids.hint : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function FieldFeedback({ ids, error, hint }: { ids: ReturnType<typeof buildFieldIds>; error?: string; hint?: string }) {
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
  const t = useT();
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {required ? (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="text-secondary small"> {t('forms.optional')}</span>
      )}
    </label>
  );
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlAttributes {
  id: string;
  name: string;
  className: string;
  defaultValue: string;
  required: boolean | undefined;
  maxLength: number | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A control with its label, hint and first error; `renderControl` draws the input or textarea. */
function Field({
  formId,
  name,
  label,
  errors,
  defaultValue,
  required,
  maxLength,
  hint,
  className,
  renderControl,
}: FieldProps & { renderControl: (attributes: ControlAttributes) => ReactNode }) {
  const ids = buildFieldIds(formId, name);
  const error = errors?.[0];
  const controlClassName = error ? 'form-control is-invalid' : 'form-control';
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.control} label={label} required={required} />
      {renderControl({
        id: ids.control,
        name,
        className: controlClassName,
        defaultValue,
        required,
        maxLength,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(ids, error, hint),
      })}
      <FieldFeedback ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function InputField({ type = 'text', autoComplete, inputMode, ...field }: InputProps) {
  return (
    <Field
      {...field}
      renderControl={(attributes) => (
        <input {...attributes} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    />
  );
}

export function TextAreaField({ rows, ...field }: FieldProps & { rows: number }) {
  return <Field {...field} renderControl={(attributes) => <textarea {...attributes} rows={rows} />} />;
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
  const t = useT();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
