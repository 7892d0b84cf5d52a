import { ContactRequestSchema, NewsletterRequestSchema } from '@rennfeld/contract';
import { FORM_LIMITS } from '@rennfeld/contract/constants';
import type { z } from 'zod';
import type { MessageKey, Translate } from '../../i18n/translator.ts';
import type { FieldErrors } from './form-state.ts';
import { FIELD_LABELS, type ContactField } from './fields.ts';

/*
 * The shared schemas at work on form values. The server's actions import this module; the browser
 * loads it when a visitor first reaches for a form (see use-form-submission.ts), so pages do not
 * carry the schema library on their first load.
 */

export type FormValidation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/**
 * What a field's value can break. The schemas word each rule in English; the page says it in its
 * own language by field and rule (the English catalogue repeats the schemas' words).
 */
const FIELD_PROBLEM_MESSAGES = {
  required: 'forms.fieldError.required',
  tooLong: 'forms.fieldError.tooLong',
  controlCharacters: 'forms.fieldError.controlCharacters',
  invalidEmail: 'forms.fieldError.invalidEmail',
  invalidPhone: 'forms.fieldError.invalidPhone',
} as const satisfies Record<string, MessageKey>;

export type FieldProblem = keyof typeof FIELD_PROBLEM_MESSAGES;
export const FIELD_PROBLEMS = Object.keys(FIELD_PROBLEM_MESSAGES) as FieldProblem[];

export function describeFieldProblem(field: ContactField, problem: FieldProblem, t: Translate): string {
  return t(FIELD_PROBLEM_MESSAGES[problem], { field, label: t(FIELD_LABELS[field]), max: FORM_LIMITS[field] });
}

/** The rule an issue of the shared schemas reports (a missing value is a type issue). */
function problemOf(issue: z.core.$ZodIssue): FieldProblem | undefined {
  switch (issue.code) {
    case 'invalid_type':
    case 'too_small':
      return 'required';
    case 'too_big':
      return 'tooLong';
    case 'custom':
      return 'controlCharacters';
    case 'invalid_format':
      if (issue.format === 'email') return 'invalidEmail';
      // The phone number is the one field with a pattern.
      return issue.format === 'regex' ? 'invalidPhone' : undefined;
    default:
      return undefined;
  }
}

const isFormField = (field: PropertyKey | undefined): field is ContactField =>
  typeof field === 'string' && Object.hasOwn(FIELD_LABELS, field);

/** Checks values with the same shared schema the API validates with; the messages are in `t`'s language. */
function validateForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
  t: Translate,
): FormValidation<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const problem = problemOf(issue);
    const message = isFormField(field) && problem ? describeFieldProblem(field, problem, t) : issue.message;
    (fieldErrors[issue.path.join('.') || '_'] ??= []).push(message);
  }
  return { ok: false, fieldErrors };
}

export const validateContactForm = (values: Record<string, string>, t: Translate) =>
  validateForm(ContactRequestSchema, values, t);
export const validateNewsletterForm = (values: Record<string, string>, t: Translate) =>
  validateForm(NewsletterRequestSchema, values, t);
