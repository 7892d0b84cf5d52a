import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { keepEmptyText } from './keep-empty-text.ts';

/**
 * One translatable field in both languages side by side: the English input on the left, its
 * German twin on the right (stacked on narrow screens, English first). Each input keeps its
 * own label, so the German one says it is German (`resources.<resource>.fields.<field>De`).
 *
 *   <LanguageColumns
 *     english={<TextInput source="name" fullWidth />}
 *     german={<GermanTextInput source="nameDe" fullWidth />}
 *   />
 */
export function LanguageColumns({ english, german }: { english: ReactNode; german: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{english}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{german}</Box>
    </Stack>
  );
}

/**
 * The text input of a German twin: cleared, it means "not translated yet" (the site shows the
 * English), so it sends '' rather than react-admin's null, which the contract refuses.
 */
export function GermanTextInput(props: TextInputProps) {
  return <TextInput parse={keepEmptyText} {...props} />;
}
