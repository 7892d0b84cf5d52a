import { TimestampSchema } from './common.ts';
import { staffListQuerySchema, staffListResponseSchema } from './staff-lists.ts';
import { z } from './zod.ts';

// The staff area's mail outbox: every e-mail the site sends goes through it (decision 045).

export const MAIL_KINDS = [
  'newsletter-confirmation',
  'newsletter-already-subscribed',
  'contact-notification',
  'order-confirmation',
  'order-notification',
] as const;
export const MailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKindSchema>;

/**
 * queued: waiting for (another) attempt; sent: the mail server took it; failed: it gave up after
 * its attempts (staff may send it again); held: no mail server is set up (SMTP_URL), so it stays
 * here to be read.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const MailSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: MailKindSchema,
  to: z.string(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: TimestampSchema,
  nextAttemptAt: TimestampSchema.nullable(),
  sentAt: TimestampSchema.nullable(),
});
export type MailSummary = z.infer<typeof MailSummarySchema>;

export const MailRecordSchema = MailSummarySchema.extend({ text: z.string(), html: z.string() });
export type MailRecord = z.infer<typeof MailRecordSchema>;

export const MailListQuerySchema = staffListQuerySchema(['createdAt'], 'createdAt').extend({
  status: MailStatusSchema.optional(),
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;
export const MailListSchema = staffListResponseSchema(MailSummarySchema);
