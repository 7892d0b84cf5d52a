import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { slugify } from '@rennfeld/contract/staff';
import { type FormEvent, useState } from 'react';
import { useChoicesContext, useCreate, useCreateSuggestionContext, useNotify, useTranslate } from 'react-admin';

/**
 * A select's "new value" dialog (react-admin's `create`): a filter value such as a new viscosity is
 * added from the form that needs it, last in its list, and chosen at once.
 */
export function CreateOptionDialog({ reference }: { reference: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const { allChoices } = useChoicesContext<{ id: number; position: number }>();
  const [name, setName] = useState(filter ?? '');
  const [create, { isPending }] = useCreate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only this dialog's own form: the product form around it must not be sent.
    event.stopPropagation();
    const position = Math.max(0, ...(allChoices ?? []).map((choice) => choice.position + 1));
    create(
      reference,
      { data: { name: name.trim(), slug: slugify(name), position } },
      {
        onSuccess: (record) => onCreate(record),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="create-option-title">
      <form onSubmit={submit}>
        <DialogTitle id="create-option-title">{translate('rennfeld.options.create_title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('rennfeld.options.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onCancel}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={isPending || name.trim() === ''}>
            {translate('rennfeld.options.create')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
