import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A heading over a group of the form's fields. */
export function FieldGroupHeading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
      {translate(label)}
    </Typography>
  );
}
