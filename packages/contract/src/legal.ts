import { z } from './zod.ts';
import type { LegalDocumentKind } from './constants.ts';
import { UntranslatedFieldsSchema } from './content-language.ts';

export const LegalDocumentSchema = z.object({
  /** Sanitised HTML. */
  description: z.string(),
  updated_at: z.string(),
  untranslated: UntranslatedFieldsSchema,
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export type LegalDocumentResponse<K extends LegalDocumentKind> = { success: true } & Record<K, LegalDocument>;

/** The body of one legal endpoint: `{ success: true, [kind]: { description, updated_at } }`. */
export function buildLegalDocumentResponseSchema<K extends LegalDocumentKind>(
  kind: K,
): z.ZodType<LegalDocumentResponse<K>> {
  // zod cannot infer a computed key from a type parameter; the runtime shape is exactly the declared type.
  return z.object({ success: z.literal(true), [kind]: LegalDocumentSchema }) as unknown as z.ZodType<
    LegalDocumentResponse<K>
  >;
}
