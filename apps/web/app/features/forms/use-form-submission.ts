import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { Translate } from '../../i18n/translator.ts';
import { useT } from '../../i18n/use-i18n.ts';
import { hasFieldErrors, readFormValues, type FieldErrors, type FormResult } from './form-state.ts';
import type { FormValidation } from './form-validation.ts';

/** Checks the form's values; its messages are in the language of `t`. */
type Validate = (values: Record<string, string>, t: Translate) => FormValidation<unknown>;

const skipValidation: Validate = () => ({ ok: true, data: undefined });

/**
 * The browser side of a form posted to a route action with a fetcher (so it stays in place):
 * validates with the shared schema before sending, sends once however often it is clicked, clears
 * the fields after success and keeps them after a failure. Without JavaScript the same form posts
 * as plain HTML and the action's page shows `initialResult`.
 *
 * The validation (the shared schema and its library) loads when the visitor first focuses the
 * form, not with the page; a submit that comes before it has arrived waits for it.
 */
export function useFormSubmission<F extends string>({
  fields,
  loadValidation,
  initialResult,
}: {
  fields: readonly F[];
  loadValidation: () => Promise<Validate>;
  initialResult?: FormResult<F>;
}) {
  const t = useT();
  const fetcher = useFetcher<FormResult<F>>();
  const formRef = useRef<HTMLFormElement>(null);
  // The fetcher's state changes in a transition, a moment after the click; a second click in
  // that moment must not send the form again.
  const sending = useRef(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const validate = useRef<Validate | null>(null);
  const validationLoading = useRef<Promise<unknown> | null>(null);

  function prepareValidation(): Promise<unknown> {
    validationLoading.current ??= loadValidation().then(
      (loaded) => (validate.current = loaded),
      (error: unknown) => {
        // The script did not arrive (a network failure, or a new release replaced it): the form
        // still posts, and the action validates with the same schema.
        console.warn('The form validation could not be loaded; the server checks the form', error);
        validate.current = skipValidation;
      },
    );
    return validationLoading.current;
  }
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? initialResult;

  useEffect(() => {
    if (fetcher.state !== 'idle') return;
    sending.current = false;
    if (fetcher.data?.status === 'success') formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    if (!validate.current) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void prepareValidation().then(() => form.requestSubmit(submitter));
      return;
    }
    const validation = validate.current(readFormValues(new FormData(form), fields), t);
    if (!validation.ok) {
      event.preventDefault();
      setClientErrors(validation.fieldErrors);
      const firstInvalid = fields.find((field) => validation.fieldErrors[field]?.length);
      const control = firstInvalid ? form.elements.namedItem(firstInvalid) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setClientErrors(null);
    sending.current = true;
  }

  const shownResult = busy || clientErrors ? undefined : result;
  const fieldErrors: FieldErrors =
    clientErrors ?? (shownResult && shownResult.status !== 'success' ? shownResult.fieldErrors : {});

  return {
    Form: fetcher.Form,
    formRef,
    onSubmit,
    /** For the form's onFocus: starts loading the validation when the visitor reaches the form. */
    onFocus: () => void prepareValidation(),
    busy,
    /** The outcome to show (none while sending or while the visitor's input has client-side errors). */
    result: shownResult,
    /** The result the fields take their values from (kept after a failure, cleared after success). */
    valuesFrom: result,
    fieldErrors,
    hasErrors: hasFieldErrors(fieldErrors),
  };
}
