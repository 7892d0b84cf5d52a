import { FORM_LIMITS } from '@rennfeld/contract/constants';
import type { MessageKey, Translate } from '../../i18n/translator.ts';
import { readValuesAfter, type FieldErrors, type FormResult } from './form-state.ts';

/** The fields of the two public forms (SPEC §3), in the order they are shown. */
export const NEWSLETTER_FIELDS = ['name', 'email'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/** The newsletter form's hidden field: the version of the consent text it shows (decision 045). */
export const CONSENT_VERSION_FIELD = 'consent_version';

export const CONTACT_FIELDS = ['name', 'phone', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Every field's label, in both forms. */
export const FIELD_LABELS: Record<ContactField, MessageKey> = {
  name: 'forms.field.name',
  phone: 'forms.field.phone',
  email: 'forms.field.email',
  subject: 'forms.field.subject',
  message: 'forms.field.message',
};

/** What the browser is told of each field; a field both forms have is the same in each. */
const FIELD_INPUTS = {
  name: { name: 'name', autoComplete: 'name', required: true, maxLength: FORM_LIMITS.name },
  phone: { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: FORM_LIMITS.phone },
  email: { name: 'email', type: 'email', autoComplete: 'email', required: true, maxLength: FORM_LIMITS.email },
  subject: { name: 'subject', required: true, maxLength: FORM_LIMITS.subject },
  message: { name: 'message', required: true, maxLength: FORM_LIMITS.message },
} as const;

/**
 * A form's field props, by field: each field's settings and label, the value it shows after a
 * result, its messages.
 */
export function createFieldProps<F extends ContactField>(
  fields: readonly F[],
  formId: string,
  result: FormResult<F> | undefined,
  errors: FieldErrors,
  t: Translate,
) {
  const propsOf = <K extends F>(field: K) => ({
    formId,
    ...FIELD_INPUTS[field],
    label: t(FIELD_LABELS[field]),
    defaultValue: readValuesAfter(result, field),
    errors: errors[field],
  });
  return Object.fromEntries(fields.map((field) => [field, propsOf(field)])) as {
    [K in F]: ReturnType<typeof propsOf<K>>;
  };
}
