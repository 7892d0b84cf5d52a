import { Typography } from '@mui/material';
import { SHOP_SETTINGS_ID, UpdateShopSettingsRequestSchema } from '@rennfeld/contract/staff';
import { Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { contractResolver } from '../content-editing/content-form.tsx';
import { PriceInput } from '../ui/price-input.tsx';

/** The shop's settings (admins): one record, always there, edited in place. */
export function ShopSettingsEdit() {
  const translate = useTranslate();
  return (
    <Edit
      resource="shop-settings"
      id={SHOP_SETTINGS_ID}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title="rennfeld.shop_settings.menu"
    >
      <SimpleForm
        resolver={contractResolver(UpdateShopSettingsRequestSchema)}
        // One record that is always there: saved, never deleted.
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('rennfeld.shop_settings.help')}
        </Typography>
        <Typography component="h2" variant="h6">
          {translate('rennfeld.shop_settings.shipping')}
        </Typography>
        <PriceInput source="shippingFee" isRequired />
        <PriceInput source="freeShippingAbove" isRequired />
        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('rennfeld.shop_settings.prepayment')}
        </Typography>
        <TextInput source="bankAccountHolder" fullWidth />
        <TextInput source="iban" fullWidth />
        <TextInput source="bic" />
        <NumberInput
          source="paymentDays"
          step={1}
          min={1}
          max={60}
          helperText="rennfeld.shop_settings.payment_days_help"
        />
      </SimpleForm>
    </Edit>
  );
}
