import { useId } from 'react';
import { useT } from '../../i18n/use-i18n.ts';
import '../../styles/forms.css';
import { HoneypotField, InputField, SubmitButton, TextAreaField } from '../../ui/form-field.tsx';
import type { FormResult } from './form-state.ts';
import { FormStatus } from './form-status.tsx';
import { CONTACT_FIELDS, createFieldProps, FIELD_LABELS, type ContactField } from './fields.ts';
import { useFormSubmission } from './use-form-submission.ts';

export type ContactResult = FormResult<ContactField>;

/** SPEC §5: the message box has 5 rows. */
const MESSAGE_ROWS = 5;

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
  const t = useT();
  const formId = useId();
  const { Form, formRef, onSubmit, onFocus, busy, result, valuesFrom, fieldErrors } = useFormSubmission({
    fields: CONTACT_FIELDS,
    loadValidation: () => import('./form-validation.ts').then((module) => module.validateContactForm),
    initialResult,
  });
  const field = createFieldProps(CONTACT_FIELDS, formId, valuesFrom, fieldErrors, t);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-label={t('forms.contact.formLabel')}
      aria-busy={busy}
      className="contact-form"
    >
      <input type="hidden" name={submissionIdField} value={submissionId} />
      <HoneypotField formId={formId} />
      <div className="row g-3">
        <InputField {...field.name} className="col-12 col-md-6" />
        <InputField {...field.phone} className="col-12 col-md-6" />
        <InputField {...field.email} className="col-12 col-md-6" />
        <InputField {...field.subject} className="col-12 col-md-6" />
        <TextAreaField {...field.message} className="col-12" rows={MESSAGE_ROWS} />
        <div className="col-12">
          <SubmitButton busy={busy} label={t('forms.contact.submit')} busyLabel={t('forms.contact.submitting')} />
        </div>
      </div>
      <FormStatus result={result} fieldErrors={fieldErrors} fields={CONTACT_FIELDS} labels={FIELD_LABELS} />
    </Form>
  );
}
