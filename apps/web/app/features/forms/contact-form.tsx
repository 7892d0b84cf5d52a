import { FORM_LIMITS } from '@rennfeld/contract/constants';
import { useId } from 'react';
import '../../styles/forms.css';
import { HoneypotField, InputField, SubmitButton, TextAreaField } from './form-field.tsx';
import { valuesAfter, type FormResult } from './form-state.ts';
import { FormStatus } from './form-status.tsx';
import { CONTACT_FIELDS, type ContactField } from './fields.ts';
import { useFormSubmission } from './use-form-submission.ts';

export type ContactResult = FormResult<ContactField>;

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** SPEC §5: the message box has 5 rows. */
export const MESSAGE_ROWS = 5;

/** The contact form of SPEC §4/§5, posted to the /contact action. */
export function ContactForm({
  submissionId,
  submissionIdField,
  initialResult,
}: {
  /** One-time id that lets the action ignore a repeated post of the same form. */
  submissionId: string;
  submissionIdField: string;
  initialResult?: ContactResult;
}) {
  const formId = useId();
  const { Form, formRef, onSubmit, onFocus, busy, result, valuesFrom, fieldErrors } = useFormSubmission({
    fields: CONTACT_FIELDS,
    loadValidation: () => import('./form-validation.ts').then((module) => module.validateContactForm),
    initialResult,
  });
  const common = { formId };

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-label="Contact form"
      aria-busy={busy}
      className="contact-form"
    >
      <input type="hidden" name={submissionIdField} value={submissionId} />
      <HoneypotField formId={formId} />
      <div className="row g-3">
        <InputField
          {...common}
          className="col-12 col-md-6"
          name="name"
          label={LABELS.name}
          autoComplete="name"
          required
          maxLength={FORM_LIMITS.name}
          defaultValue={valuesAfter(valuesFrom, 'name')}
          errors={fieldErrors.name}
        />
        <InputField
          {...common}
          className="col-12 col-md-6"
          name="phone"
          label={LABELS.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={FORM_LIMITS.phone}
          defaultValue={valuesAfter(valuesFrom, 'phone')}
          errors={fieldErrors.phone}
        />
        <InputField
          {...common}
          className="col-12 col-md-6"
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          required
          maxLength={FORM_LIMITS.email}
          defaultValue={valuesAfter(valuesFrom, 'email')}
          errors={fieldErrors.email}
        />
        <InputField
          {...common}
          className="col-12 col-md-6"
          name="subject"
          label={LABELS.subject}
          required
          maxLength={FORM_LIMITS.subject}
          defaultValue={valuesAfter(valuesFrom, 'subject')}
          errors={fieldErrors.subject}
        />
        <TextAreaField
          {...common}
          className="col-12"
          name="message"
          label={LABELS.message}
          rows={MESSAGE_ROWS}
          required
          maxLength={FORM_LIMITS.message}
          defaultValue={valuesAfter(valuesFrom, 'message')}
          errors={fieldErrors.message}
        />
        <div className="col-12">
          <SubmitButton busy={busy} label="Send Message" busyLabel="Sending..." />
        </div>
      </div>
      <FormStatus result={result} fieldErrors={fieldErrors} fields={CONTACT_FIELDS} labels={LABELS} />
    </Form>
  );
}
