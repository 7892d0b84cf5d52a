import { NewsletterStatusSchema, SiteLocaleSchema } from './newsletter.ts';
import { TimestampSchema } from './common.ts';
import { staffListQuerySchema, staffListResponseSchema } from './staff-lists.ts';
import { z } from './zod.ts';

// The staff API under /api/admin: every request and answer of the staff area. Kept apart from the
// public contract (its own export path) so no public page ever bundles it.

export * from './staff-content.ts';
export * from './staff-lists.ts';
export * from './staff-media.ts';
export * from './staff-mail.ts';
export * from './staff-jobs.ts';
export * from './staff-vitals.ts';
export * from './staff-dashboard.ts';
export * from './staff-shop.ts';
export { slugify } from './slugify.ts';
export { speakStaffLanguage } from './staff-language.ts';
export { COUNTRY_CODES } from './countries.ts';
// The public pages the staff app opens as previews.
export { buildConceptCategoryPath, buildNewsArticlePath, buildPreviewPath, buildProductPath } from './site-paths.ts';

export const STAFF_ROLES = ['admin', 'editor'] as const;
/** `admin`: everything, staff accounts included; `editor`: content and inbox. */
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** ASVS 6.2: at least 12 characters, at most 128, no composition rules. */
export const STAFF_PASSWORD_LIMITS = { min: 12, max: 128 } as const;

export const StaffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_LIMITS.min, `The password must be at least ${STAFF_PASSWORD_LIMITS.min} characters long.`)
  .max(STAFF_PASSWORD_LIMITS.max, `The password may be at most ${STAFF_PASSWORD_LIMITS.max} characters long.`);

export const StaffEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address.'));

/** Staff ids are better-auth's: opaque strings. */
export const StaffIdSchema = z.string().min(1).max(64);

export const StaffMemberSchema = z.object({
  id: StaffIdSchema,
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  twoFactorEnabled: z.boolean(),
  createdAt: TimestampSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const CreateStaffMemberRequestSchema = z.object({
  email: StaffEmailSchema,
  name: z.string().trim().min(1, 'Enter a name.').max(100),
  role: StaffRoleSchema,
  password: StaffPasswordSchema,
});
export type CreateStaffMemberRequest = z.infer<typeof CreateStaffMemberRequestSchema>;

export const UpdateStaffMemberRequestSchema = z.object({ role: StaffRoleSchema });
export type UpdateStaffMemberRequest = z.infer<typeof UpdateStaffMemberRequestSchema>;

/** Who is signed in: what the staff app needs to show and hide. */
export const CurrentStaffMemberSchema = StaffMemberSchema.omit({ createdAt: true });
export type CurrentStaffMember = z.infer<typeof CurrentStaffMemberSchema>;

export const StaffIdParamsSchema = z.object({ id: StaffIdSchema });
export const RecordIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const ContactMessageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: TimestampSchema,
  handled: z.boolean(),
  handledAt: TimestampSchema.nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageListQuerySchema = staffListQuerySchema(
  ['createdAt', 'name', 'email', 'subject'],
  'createdAt',
).extend({
  handled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuerySchema>;
export const ContactMessageListSchema = staffListResponseSchema(ContactMessageSchema);

export const UpdateContactMessageRequestSchema = z.object({ handled: z.boolean() });
export type UpdateContactMessageRequest = z.infer<typeof UpdateContactMessageRequestSchema>;

/** A subscription with its consent log: who, in which language, which text, and when (decision 045). */
export const NewsletterSubscriberSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  status: NewsletterStatusSchema,
  locale: SiteLocaleSchema,
  /** The version of the consent text the form showed; null for a subscription older than the log. */
  consentVersion: z.string().nullable(),
  /** When the form was sent (the latest time, for an address that subscribed again). */
  createdAt: TimestampSchema,
  confirmedAt: TimestampSchema.nullable(),
  unsubscribedAt: TimestampSchema.nullable(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;

export const NewsletterSubscriberListQuerySchema = staffListQuerySchema(
  ['createdAt', 'name', 'email'],
  'createdAt',
).extend({ status: NewsletterStatusSchema.optional() });
export type NewsletterSubscriberListQuery = z.infer<typeof NewsletterSubscriberListQuerySchema>;

/** Which subscribers an export holds: the confirmed ones (to whom a newsletter may go) unless asked otherwise. */
export const NewsletterExportQuerySchema = z.object({ status: NewsletterStatusSchema.default('confirmed') });
export type NewsletterExportQuery = z.infer<typeof NewsletterExportQuerySchema>;
export const NewsletterSubscriberListSchema = staffListResponseSchema(NewsletterSubscriberSchema);

export const StaffMemberListQuerySchema = staffListQuerySchema(['createdAt', 'email', 'name', 'role'], 'createdAt');
export type StaffMemberListQuery = z.infer<typeof StaffMemberListQuerySchema>;
export const StaffMemberListSchema = staffListResponseSchema(StaffMemberSchema);

export const AUDIT_ACTIONS = [
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.sign-out',
  'staff.password-changed',
  'staff.two-factor-enabled',
  'staff.two-factor-disabled',
  'staff.created',
  'staff.role-changed',
  'staff.password-reset',
  'staff.removed',
  'contact-message.handled',
  'contact-message.unhandled',
  'contact-message.deleted',
  'newsletter-subscriber.deleted',
  'newsletter-subscribers.exported',
  'contact-messages.exported',
  'content.created',
  'content.updated',
  'content.deleted',
  'content.imported',
  'media.uploaded',
  'mail.retried',
  'media.removed',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEventSchema = z.object({
  id: z.number().int().positive(),
  at: TimestampSchema,
  /** Null for a failed sign-in with an unknown e-mail, and for the command line. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: AuditActionSchema,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** A content change: the record before (null when created) and after (null when deleted). */
  changes: z.object({ before: z.unknown(), after: z.unknown() }).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListQuerySchema = staffListQuerySchema(['at'], 'at').extend({
  action: AuditActionSchema.optional(),
});
export type AuditEventListQuery = z.infer<typeof AuditEventListQuerySchema>;
export const AuditEventListSchema = staffListResponseSchema(AuditEventSchema);

export const STAFF_API_MESSAGES = {
  signInRequired: 'Sign in to use the staff area.',
  forbidden: 'Your role does not allow this.',
  crossSite: 'Cross-site requests are refused.',
  tooManySignIns: 'Too many sign-in attempts. Please try again later.',
} as const;

// Staff sign-in: better-auth's routes under /api/auth, as the API passes them through.

export const SignInRequestSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
  rememberMe: z.boolean().optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

const SignedInUserSchema = z.object({ id: StaffIdSchema, email: z.string(), name: z.string() });

/** Either signed in (`user`), or the password was right and the second factor is due. */
export const SignInResponseSchema = z.object({
  twoFactorRedirect: z.boolean().optional(),
  user: SignedInUserSchema.optional(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const VerifyTotpRequestSchema = z.object({ code: z.string().max(16), trustDevice: z.boolean().optional() });
export const VerifyBackupCodeRequestSchema = z.object({
  code: z.string().max(64),
  trustDevice: z.boolean().optional(),
});

export const StaffSessionResponseSchema = z
  .object({
    user: CurrentStaffMemberSchema.extend({ role: z.string() }),
    session: z.object({ expiresAt: z.union([z.string(), z.date()]) }),
  })
  .nullable();

/** Changing one's password always ends one's other sessions. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().max(1024),
  newPassword: StaffPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = z.object({ user: SignedInUserSchema });

export const PasswordConfirmationSchema = z.object({ password: z.string().max(1024) });
export const EnableTwoFactorResponseSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export const TotpUriResponseSchema = z.object({ totpURI: z.string() });
export const BackupCodesResponseSchema = z.object({ status: z.boolean(), backupCodes: z.array(z.string()) });
export const StatusResponseSchema = z.object({ status: z.boolean() });
export const SuccessFlagResponseSchema = z.object({ success: z.boolean() });
