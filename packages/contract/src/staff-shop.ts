import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { TimestampSchema } from './common.ts';
import { PriceSchema, VersionSchema } from './content-fields.ts';
import { z } from './zod.ts';

// The shop's settings (admins): the shipping rule every page states and every order is charged
// by, the account prepayments go to, and the days a buyer has to pay.

export const SHOP_SETTINGS_ID = 'main';

export const ShopSettingsInputSchema = z.object({
  /** Euros, gross, for an order up to the threshold. */
  shippingFee: PriceSchema,
  /** Orders whose goods cost more than this ship free (euros). */
  freeShippingAbove: PriceSchema,
  paymentDays: z
    .number({ error: 'Enter a number of days.' })
    .int('Whole days only.')
    .min(1, 'At least 1 day.')
    .max(60, 'At most 60 days.'),
  bankAccountHolder: z
    .string()
    .trim()
    .min(1, 'Enter the account holder.')
    .max(70, 'At most 70 characters (a bank transfer carries no more).'),
  iban: z
    .string()
    .transform((iban) => electronicFormatIBAN(iban) ?? '')
    .refine((iban) => isValidIBAN(iban), 'Enter a valid IBAN.'),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .refine((bic) => bic === '' || isValidBIC(bic), 'Enter a valid BIC, or leave it empty.'),
});
export type ShopSettingsInput = z.infer<typeof ShopSettingsInputSchema>;

/** The settings as stored: no account until an admin or a content folder gives one. */
export const ShopSettingsRecordSchema = z.object({
  id: z.literal(SHOP_SETTINGS_ID),
  version: VersionSchema,
  updatedAt: TimestampSchema,
  shippingFee: z.number(),
  freeShippingAbove: z.number(),
  paymentDays: z.number().int(),
  bankAccountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type ShopSettingsRecord = z.infer<typeof ShopSettingsRecordSchema>;

export const ShopSettingsParamsSchema = z.object({ id: z.literal(SHOP_SETTINGS_ID) });
export const UpdateShopSettingsRequestSchema = ShopSettingsInputSchema.extend({ version: VersionSchema });
