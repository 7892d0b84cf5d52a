/** The fields of the two public forms (SPEC §3), in the order they are shown. */
export const NEWSLETTER_FIELDS = ['name', 'email'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

export const CONTACT_FIELDS = ['name', 'phone', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
