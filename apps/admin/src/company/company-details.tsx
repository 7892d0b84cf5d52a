import { Typography } from '@mui/material';
import { COMPANY_COUNTRIES } from '@rennfeld/contract/constants';
import { COMPANY_DETAILS_ID, UpdateCompanyDetailsRequestSchema } from '@rennfeld/contract/staff';
import { Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { contractResolver } from '../content-editing/content-form.tsx';
import { useCountryChoices } from '../ui/country-choices.ts';

/** The brand's own details: one record, always there, edited in place (imprint, hotline, used-oil notice). */
export function CompanyDetailsEdit() {
  const translate = useTranslate();
  return (
    <Edit
      resource="company-details"
      id={COMPANY_DETAILS_ID}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title="rennfeld.company_details.menu"
    >
      <SimpleForm
        resolver={contractResolver(UpdateCompanyDetailsRequestSchema)}
        // One record that is always there: saved, never deleted.
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('rennfeld.company_details.help')}
        </Typography>
        {['name', 'street', 'postalCode', 'city'].map((field) => (
          <TextInput key={field} source={field} fullWidth />
        ))}
        <CountryInput />
        {['phone', 'email', 'managingDirectors', 'registerCourt', 'registerNumber', 'vatId'].map((field) => (
          <TextInput key={field} source={field} fullWidth />
        ))}
      </SimpleForm>
    </Edit>
  );
}

/** The country as its code, each named in the staff's language. */
function CountryInput() {
  const choices = useCountryChoices(COMPANY_COUNTRIES);
  return <SelectInput source="country" choices={choices} translateChoice={false} fullWidth />;
}
