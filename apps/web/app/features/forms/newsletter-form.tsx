import { CURRENT_NEWSLETTER_CONSENT_VERSION } from '@rennfeld/contract/constants';
import { buildLegalDocumentPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useId } from 'react';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import '../../styles/forms.css';
import { HoneypotField, InputField, SubmitButton } from '../../ui/form-field.tsx';
import type { FormResult } from './form-state.ts';
import { FormStatus } from './form-status.tsx';
import {
  CONSENT_VERSION_FIELD,
  createFieldProps,
  FIELD_LABELS,
  NEWSLETTER_FIELDS,
  type NewsletterField,
} from './fields.ts';
import { useFormSubmission } from './use-form-submission.ts';

export type NewsletterResult = FormResult<NewsletterField>;

/**
 * The newsletter form of SPEC §4/§5, on the home, catalogue, team and newsletter pages. It posts
 * to the /newsletter action: in place with JavaScript, as a plain form (answered by the
 * newsletter page) without it.
 */
export function NewsletterForm({
  initialResult,
  title,
  headingLevel = 2,
}: {
  /** The outcome of a plain HTML post, when the newsletter page renders it. */
  initialResult?: NewsletterResult;
  /** The heading, "Subscribe to our newsletter" unless the page says otherwise. */
  title?: string;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const formId = useId();
  const titleId = `${formId}-title`;
  const { Form, formRef, onSubmit, onFocus, busy, result, valuesFrom, fieldErrors } = useFormSubmission({
    fields: NEWSLETTER_FIELDS,
    loadValidation: () => import('./form-validation.ts').then((module) => module.validateNewsletterForm),
    initialResult,
  });
  const field = createFieldProps(NEWSLETTER_FIELDS, formId, valuesFrom, fieldErrors, t);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="newsletter-section text-white" aria-labelledby={titleId}>
      <div className="container py-5">
        <div className="row g-4 align-items-start">
          <div className="col-12 col-lg-5">
            <Heading id={titleId} className="h3 fw-bold">
              {title ?? t('forms.newsletter.title')}
            </Heading>
            {/* The consent text: a new wording (in either language) needs a new CURRENT_NEWSLETTER_CONSENT_VERSION. */}
            <p className="mb-0 text-white-50">
              {t('forms.newsletter.consent')}{' '}
              <Link className="link-light" to={localePath(buildLegalDocumentPath('privacyPolicy'))}>
                {t('forms.newsletter.privacyPolicy')}
              </Link>
              .
            </p>
          </div>
          <div className="col-12 col-lg-7">
            <Form
              ref={formRef}
              method="post"
              action={localePath(SITE_PATHS.newsletter)}
              noValidate
              onSubmit={onSubmit}
              onFocus={onFocus}
              aria-labelledby={titleId}
              aria-busy={busy}
            >
              <HoneypotField formId={formId} />
              <input type="hidden" name={CONSENT_VERSION_FIELD} value={CURRENT_NEWSLETTER_CONSENT_VERSION} />
              <div className="row g-3 align-items-start">
                <InputField {...field.name} className="col-12 col-md-5" />
                <InputField {...field.email} className="col-12 col-md-5" />
                <div className="col-12 col-md-2 newsletter-submit">
                  <SubmitButton
                    busy={busy}
                    label={t('forms.newsletter.submit')}
                    busyLabel={t('forms.newsletter.submitting')}
                    className="btn btn-danger w-100"
                  />
                </div>
              </div>
              <FormStatus result={result} fieldErrors={fieldErrors} fields={NEWSLETTER_FIELDS} labels={FIELD_LABELS} />
            </Form>
          </div>
        </div>
      </div>
    </section>
  );
}
