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
  const errorSummary = fields.flatMap((field) => {
    const message = fieldErrors[field]?.[0];
    return message ? [`${t(labels[field])}: ${message}`] : [];
  });
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
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
