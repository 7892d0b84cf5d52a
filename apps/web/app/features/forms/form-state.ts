/** Messages per field, as the shared schemas and the API's 422 answers give them. */
export type FieldErrors = Record<string, string[] | undefined>;

/** What a form submission came to; the browser form and the no-JavaScript page render the same. */
export type FormResult<F extends string> =
  | { status: 'success'; message: string }
  /** The submitted values broke a rule of SPEC §5: the fields keep the values and show why. */
  | { status: 'invalid'; fieldErrors: FieldErrors; values: Record<F, string> }
  /** The API refused or could not be reached: the message of SPEC §8, the fields keep the values. */
  | { status: 'failed'; message: string; fieldErrors: FieldErrors; values: Record<F, string> };

/** The form's text values (the shared schema trims and normalises them). */
export function readFormValues<F extends string>(formData: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function hasFieldErrors(errors: FieldErrors | undefined): errors is FieldErrors {
  return errors !== undefined && Object.values(errors).some((messages) => messages && messages.length > 0);
}

/** The values a form shows after a result: cleared after success, kept otherwise. */
export function readValuesAfter<F extends string>(result: FormResult<F> | undefined, field: F): string {
  return result && result.status !== 'success' ? result.values[field] : '';
}
