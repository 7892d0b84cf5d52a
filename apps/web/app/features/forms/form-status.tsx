import { useEffect, useRef } from 'react';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/use-i18n.ts';
import type { FieldErrors, FormResult } from './form-state.ts';

/**
 * The form's live region: the outcome of the last submission, and a summary of field errors so
 * a screen reader announces them (each error also sits under its field).
 */
export function FormStatus<F extends string>({
  result,
  fieldErrors,
  fields,
  labels,
}: {
  result: FormResult<F> | undefined;
  fieldErrors: FieldErrors;
  fields: readonly F[];
  labels: Record<F, MessageKey>;
}) {
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  const outcome = result?.status === 'invalid' ? undefined : result;
  // On a phone the form's outcome can lie below the fold: bring it into view when it arrives.
  useEffect(() => {
    if (outcome) region.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  const errorSummary = fields.flatMap((field) => {
    const message = fieldErrors[field]?.[0];
    return message ? [`${t(labels[field])}: ${message}`] : [];
  });
  return (
    <div ref={region} role="status" aria-live="polite" aria-atomic="true">
      {result?.status === 'success' ? <div className="alert alert-success mb-0 mt-3">{result.message}</div> : null}
      {result?.status === 'failed' ? <div className="alert alert-danger mb-0 mt-3">{result.message}</div> : null}
      {errorSummary.length > 0 ? (
        <p className="visually-hidden">
          {t('forms.errorSummary', { count: errorSummary.length, errors: errorSummary.join('; ') })}
        </p>
      ) : null}
    </div>
  );
}
