import { z } from './zod.ts';
import { FileNameSchema, IdSchema, SlugSchema } from './common.ts';
import { UntranslatedFieldsSchema } from './content-language.ts';

export const CatalogueSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  image: FileNameSchema,
  pdf: FileNameSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** The wrapper name `catelogs` is spelled as in SPEC §7. */
export const CataloguesResponseSchema = z.object({
  success: z.literal(true),
  catelogs: z.array(CatalogueSchema),
});
export type CataloguesResponse = z.infer<typeof CataloguesResponseSchema>;

export const TeamMemberSchema = z.object({
  id: IdSchema,
  name: z.string(),
  department: z.string(),
  email: z.string(),
  phone: z.string(),
  image: FileNameSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMembersResponseSchema = z.object({
  success: z.literal(true),
  teamMembers: z.array(TeamMemberSchema),
});
export type TeamMembersResponse = z.infer<typeof TeamMembersResponseSchema>;

export const AboutCompanySchema = z.object({
  id: IdSchema,
  image: FileNameSchema,
  /** Sanitised HTML. */
  description: z.string(),
  untranslated: UntranslatedFieldsSchema,
});
export type AboutCompany = z.infer<typeof AboutCompanySchema>;

export const AboutCompaniesResponseSchema = z.object({
  success: z.literal(true),
  aboutCompanies: z.array(AboutCompanySchema),
});
export type AboutCompaniesResponse = z.infer<typeof AboutCompaniesResponseSchema>;

export const PartnershipSchema = z.object({
  id: IdSchema,
  name: z.string(),
  partner_detail: z.string(),
  link: z.string().url(),
  image: FileNameSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type Partnership = z.infer<typeof PartnershipSchema>;

export const PartnershipsResponseSchema = z.object({
  success: z.literal(true),
  partnerships: z.array(PartnershipSchema),
});
export type PartnershipsResponse = z.infer<typeof PartnershipsResponseSchema>;

/** The brand's own details, as the imprint, the footer's hotline and the contact page state them. */
export const CompanyDetailsSchema = z.object({
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  managingDirectors: z.string(),
  registerCourt: z.string(),
  registerNumber: z.string(),
  vatId: z.string(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const CompanyDetailsResponseSchema = z.object({
  success: z.literal(true),
  companyDetails: CompanyDetailsSchema,
});
export type CompanyDetailsResponse = z.infer<typeof CompanyDetailsResponseSchema>;
