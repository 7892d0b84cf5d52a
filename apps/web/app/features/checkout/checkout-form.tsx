import { buildLegalDocumentPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { InputField, SubmitButton } from '../../ui/form-field.tsx';
import {
  ADDRESS_AUTOFILL,
  BILLING_FIELDS,
  CHECKOUT_CHOICES,
  CHECKOUT_VALUE_NAMES,
  type CheckoutValues,
  DELIVERY_FIELDS,
  deliveryFieldName,
  FIELD_INPUTS,
  FIELD_LABEL_KEYS,
  SUBMISSION_ID_FIELD,
} from './checkout-fields.ts';
import type { CheckoutRefusal } from './checkout.server.ts';

interface CheckoutFormProps {
  lines: readonly { product: string; size: string; quantity: number }[];
  submissionId: string;
  refusal: CheckoutRefusal | undefined;
}

/**
 * The guest checkout's form: contact and billing address, another delivery address, the payment
 * method, the terms, and the button of § 312j (3) BGB. Posted as plain HTML, it works without
 * JavaScript; an error summary above it names every problem and links to its field.
 */
/** The autofill sections that tell the billing address from the delivery address. */
const BILLING_SECTION = 'billing';
const SHIPPING_SECTION = 'shipping';

/** The prefix of the form's ids: one checkout form a page. */
const formId = 'checkout';

export function CheckoutForm({ lines, submissionId, refusal }: CheckoutFormProps) {
  const t = useT();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values: Partial<CheckoutValues> = refusal?.values ?? {};
  const errors = refusal?.fieldErrors ?? {};
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) summary.current?.focus();
  }, [refusal]);

  const idOf = (name: string) => `${formId}-${name}`;
  // In the order of the form, so the summary reads as the page does.
  const problems = ['lines', ...CHECKOUT_VALUE_NAMES].flatMap((name) => {
    const message = errors[name]?.[0];
    return message ? [{ name, message }] : [];
  });
  const field = (name: (typeof BILLING_FIELDS)[number], formName: string = name) => {
    const autofill = ADDRESS_AUTOFILL[name];
    return (
      <InputField
        key={formName}
        formId={formId}
        name={formName}
        {...FIELD_INPUTS[name]}
        {...(autofill ? { autoComplete: `${formName === name ? BILLING_SECTION : SHIPPING_SECTION} ${autofill}` } : {})}
        label={t(FIELD_LABEL_KEYS[name])}
        defaultValue={values[formName as keyof CheckoutValues] ?? ''}
        errors={errors[formName]}
        className={name === 'postalCode' ? 'col-5 col-md-4' : name === 'city' ? 'col-7 col-md-8' : 'col-12'}
      />
    );
  };
  const shipElsewhere = values[CHECKOUT_CHOICES.shipElsewhere] === 'on';

  return (
    <Form method="post" noValidate className="checkout-form" aria-busy={busy}>
      {(refusal?.message || problems.length > 0) && (
        <div ref={summary} className="alert alert-danger" role="alert" tabIndex={-1}>
          {refusal?.message && <p className={problems.length > 0 ? 'mb-2' : 'mb-0'}>{refusal.message}</p>}
          {problems.length > 0 && (
            <>
              <p className="fw-semibold mb-1">{t('checkout.errorSummary')}</p>
              <ul className="mb-0">
                {problems.map(({ name, message }) => (
                  <li key={name}>
                    {name === 'lines' ? (
                      message
                    ) : (
                      <a className="alert-link" href={`#${idOf(name)}`}>
                        {message}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
      {lines.map((line) => (
        <span key={`${line.product}/${line.size}`} hidden>
          <input type="hidden" name="product" value={line.product} />
          <input type="hidden" name="size" value={line.size} />
          <input type="hidden" name="quantity" value={line.quantity} />
        </span>
      ))}

      <fieldset className="mb-4">
        <legend className="h5">{t('checkout.contactHeading')}</legend>
        <div className="row g-3">
          {BILLING_FIELDS.map((name) => field(name))}
          <div className="col-12">
            <span className="form-label d-block">{t('checkout.country')}</span>
            <span className="form-control-plaintext py-0">{t('checkout.germany')}</span>
            <div className="form-text">{t('checkout.onlyGermany')}</div>
          </div>
        </div>
      </fieldset>

      <div className="checkout-delivery mb-4">
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id={idOf(CHECKOUT_CHOICES.shipElsewhere)}
            name={CHECKOUT_CHOICES.shipElsewhere}
            defaultChecked={shipElsewhere}
          />
          <label className="form-check-label" htmlFor={idOf(CHECKOUT_CHOICES.shipElsewhere)}>
            {t('checkout.shipElsewhere')}
          </label>
        </div>
        {/* Shown by CSS alone while the box is ticked, so it works without JavaScript. */}
        <fieldset className="checkout-delivery__address mt-3">
          <legend className="h5">{t('checkout.deliveryHeading')}</legend>
          <div className="row g-3">{DELIVERY_FIELDS.map((name) => field(name, deliveryFieldName(name)))}</div>
        </fieldset>
      </div>

      <fieldset className="mb-4">
        <legend className="h5">{t('checkout.paymentHeading')}</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id={idOf(CHECKOUT_CHOICES.payment)}
            name={CHECKOUT_CHOICES.payment}
            value="prepayment"
            defaultChecked
          />
          <label className="form-check-label" htmlFor={idOf(CHECKOUT_CHOICES.payment)}>
            {t('checkout.prepayment')}
          </label>
          <div className="form-text">{t('checkout.prepaymentHint')}</div>
        </div>
      </fieldset>

      <p className="mb-1">{t('checkout.readFirst')}</p>
      <ul className="mb-3">
        <li>
          <Link to={localePath(buildLegalDocumentPath('terms'))} target="_blank" rel="noreferrer">
            {t('layout.footer.terms')}
          </Link>
        </li>
        <li>
          <Link to={localePath(SITE_PATHS.withdrawal)} target="_blank" rel="noreferrer">
            {t('layout.footer.withdrawal')}
          </Link>
        </li>
        <li>
          <Link to={localePath(buildLegalDocumentPath('privacyPolicy'))} target="_blank" rel="noreferrer">
            {t('layout.footer.privacyPolicy')}
          </Link>
        </li>
      </ul>
      <div className="form-check mb-4">
        <input
          className={`form-check-input${errors[CHECKOUT_CHOICES.acceptTerms] ? ' is-invalid' : ''}`}
          type="checkbox"
          id={idOf(CHECKOUT_CHOICES.acceptTerms)}
          name={CHECKOUT_CHOICES.acceptTerms}
          required
          aria-invalid={errors[CHECKOUT_CHOICES.acceptTerms] ? true : undefined}
          aria-describedby={
            errors[CHECKOUT_CHOICES.acceptTerms] ? `${idOf(CHECKOUT_CHOICES.acceptTerms)}-error` : undefined
          }
        />
        <label className="form-check-label" htmlFor={idOf(CHECKOUT_CHOICES.acceptTerms)}>
          {t('checkout.acceptTerms')}
        </label>
        {errors[CHECKOUT_CHOICES.acceptTerms] && (
          <div id={`${idOf(CHECKOUT_CHOICES.acceptTerms)}-error`} className="invalid-feedback d-block">
            {errors[CHECKOUT_CHOICES.acceptTerms]![0]}
          </div>
        )}
      </div>
      <SubmitButton
        busy={busy}
        label={t('checkout.submit')}
        busyLabel={t('checkout.submitting')}
        className="btn btn-dark btn-lg w-100"
      />
    </Form>
  );
}
