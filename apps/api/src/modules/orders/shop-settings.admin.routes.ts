import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import {
  CONTENT_MESSAGES,
  SHOP_SETTINGS_ID,
  ShopSettingsParamsSchema,
  ShopSettingsRecordSchema,
  UpdateShopSettingsRequestSchema,
} from '@rennfeld/contract/staff';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContentChange } from '../../lib/content-editing.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import { findShopSettingsRecord, updateShopSettings } from './shop-settings.repository.ts';

/** The shop's settings (admins): shipping, the bank account for prepayments, the days to pay. */
export const shopSettingsAdminRoutes: StaffModule = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders-admin'];
  const config = { staffRole: 'admin' } as const;

  routes.get(
    '/shop-settings/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The shop settings: shipping fee and threshold, bank account, days to pay',
        operationId: 'getShopSettings',
        params: ShopSettingsParamsSchema,
        response: { 200: ShopSettingsRecordSchema },
      },
    },
    async () => findShopSettingsRecord(db),
  );

  routes.put(
    '/shop-settings/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save the shop settings over the version they were read at',
        description: 'Refused with 409 when someone saved them since. New orders use them at once.',
        operationId: 'updateShopSettings',
        params: ShopSettingsParamsSchema,
        body: UpdateShopSettingsRequestSchema,
        response: { 200: ShopSettingsRecordSchema, 409: ErrorResponseSchema, 422: ValidationErrorResponseSchema },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return db.transaction().execute(async (trx) => {
        const before = await findShopSettingsRecord(trx);
        if (!(await updateShopSettings(trx, version, input))) throw new ConflictError(CONTENT_MESSAGES.conflict);
        const after = await findShopSettingsRecord(trx);
        await auditContentChange(trx, request, {
          kind: 'updated',
          target: { type: 'shop-settings', id: SHOP_SETTINGS_ID },
          before,
          after,
        });
        return after;
      });
    },
  );
};
