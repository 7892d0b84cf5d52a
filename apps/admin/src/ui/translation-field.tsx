import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/** A list column that marks a record whose German is missing, so the German page shows English. */
export function GermanMissingField<Record extends RaRecord>({
  isMissing,
}: {
  label?: string;
  isMissing: (record: Record) => boolean;
}) {
  const record = useRecordContext<Record>();
  const translate = useTranslate();
  if (!record || !isMissing(record)) return null;
  return <Chip size="small" color="warning" variant="outlined" label={translate('rennfeld.content.german_missing')} />;
}
