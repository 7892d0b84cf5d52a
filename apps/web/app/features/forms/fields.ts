import { FORM_LIMITS } from '@rennfeld/contract/constants';
import { readValuesAfter, type FieldErrors, type FormResult } from './form-state.ts';

/** The fields of the two public forms (SPEC §3), in the order they are shown. */
export const NEWSLETTER_FIELDS = ['name', 'email'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/** The newsletter form's hidden field: the version of the consent text it shows (decision 045). */
export const CONSENT_VERSION_FIELD = 'consent_version';

export const CONTACT_FIELDS = ['name', 'phone', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Every field's label, in both forms. */
export const FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** What the browser is told of each field; a field both forms have is the same in each. */
const FIELD_INPUTS = {
  name: { name: 'name', autoComplete: 'name', required: true, maxLength: FORM_LIMITS.name },
  phone: { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: FORM_LIMITS.phone },
  email: { name: 'email', type: 'email', autoComplete: 'email', required: true, maxLength: FORM_LIMITS.email },
  subject: { name: 'subject', required: true, maxLength: FORM_LIMITS.subject },
  message: { name: 'message', required: true, maxLength: FORM_LIMITS.message },
} as const;

/** A form's field props: each field's settings and label, the value it shows after a result, its messages. */
export function createFieldProps<F extends ContactField>(
  formId: string,
  result: FormResult<F> | undefined,
  errors: FieldErrors,
) {
  return <K extends F>(field: K) => ({
    formId,
    ...FIELD_INPUTS[field],
    label: FIELD_LABELS[field],
    defaultValue: readValuesAfter(result, field),
    errors: errors[field],
  });
}
