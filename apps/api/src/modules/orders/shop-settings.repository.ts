import type { Kysely } from 'kysely';
import { centsToEuros, eurosToCents } from '@rennfeld/contract';
import { SHOP_SETTINGS_ID, type ShopSettingsInput, type ShopSettingsRecord } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export interface ShopSettings {
  shippingFeeCents: number;
  freeShippingAboveCents: number;
  paymentDays: number;
  bankAccount: BankAccount;
}

export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
}

/** The one row of settings, always there (the migration made it). */
const findShopSettingsRow = (db: Db) =>
  db.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const row = await findShopSettingsRow(db);
  return {
    shippingFeeCents: row.shipping_fee_minor,
    freeShippingAboveCents: row.free_shipping_above_minor,
    paymentDays: row.payment_days,
    bankAccount: { holder: row.bank_account_holder, iban: row.iban, bic: row.bic },
  };
}

export async function findShopSettingsRecord(db: Db): Promise<ShopSettingsRecord> {
  const row = await findShopSettingsRow(db);
  return {
    id: SHOP_SETTINGS_ID,
    version: row.version,
    updatedAt: toIsoTimestamp(row.updated_at),
    shippingFee: centsToEuros(row.shipping_fee_minor),
    freeShippingAbove: centsToEuros(row.free_shipping_above_minor),
    paymentDays: row.payment_days,
    bankAccountHolder: row.bank_account_holder,
    iban: row.iban,
    bic: row.bic,
  };
}

/** Saves over `version`; false when another save came first. */
export async function updateShopSettings(db: Db, version: number, input: ShopSettingsInput): Promise<boolean> {
  const result = await db
    .updateTable('shop_settings')
    .set({
      shipping_fee_minor: eurosToCents(input.shippingFee),
      free_shipping_above_minor: eurosToCents(input.freeShippingAbove),
      payment_days: input.paymentDays,
      bank_account_holder: input.bankAccountHolder,
      iban: input.iban,
      bic: input.bic,
      version: version + 1,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', 1)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
