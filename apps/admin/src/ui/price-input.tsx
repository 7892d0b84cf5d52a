import { TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm, FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import { formatEuros, useStaffLocale } from './staff-formats.tsx';
import { formatPriceText, isDrasticPriceChange, parsePriceText } from './price-text.ts';

/**
 * A size's price in euros, typed the German or the English way (`49,90`, `1.799,90`, `49.90`) and
 * shown the way of the staff area's language. A change of more than five times, either way, is
 * asked about once the field is left; "Cancel" puts the saved price back.
 */
export function PriceInput(props: InputProps) {
  const translate = useTranslate();
  const locale = useStaffLocale();
  const { field, fieldState, id, isRequired } = useInput(props);
  // The price as loaded: what a change is measured against, and what "Cancel" puts back.
  const [saved] = useState(() => (typeof field.value === 'number' ? field.value : undefined));
  const confirmed = useRef<number | null>(null);
  const show = (value: unknown) => (typeof value === 'number' ? formatPriceText(value, locale) : '');
  const [text, setText] = useState(() => show(field.value));
  const [asking, setAsking] = useState<number | null>(null);
  const invalid = parsePriceText(text) === undefined;

  return (
    <>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={text}
        label={
          // The field's own `required` adds the asterisk.
          <FieldTitle label={props.label} source={props.source} resource={props.resource} />
        }
        required={isRequired}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        error={invalid || fieldState.invalid}
        helperText={invalid ? translate('rennfeld.products.price_invalid') : (fieldState.error?.message ?? ' ')}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parsePriceText(event.target.value);
          // Text that is no price stays in the form as text, so the form refuses to save it.
          field.onChange(parsed === undefined ? event.target.value : parsed);
        }}
        onBlur={() => {
          field.onBlur();
          const parsed = parsePriceText(text);
          if (typeof parsed !== 'number') return;
          setText(show(parsed));
          if (parsed !== confirmed.current && isDrasticPriceChange(saved, parsed)) setAsking(parsed);
        }}
      />
      <Confirm
        isOpen={asking !== null}
        title="rennfeld.products.price_change_title"
        content="rennfeld.products.price_change_content"
        translateOptions={{ from: formatEuros(saved ?? 0, locale), to: formatEuros(asking ?? 0, locale) }}
        onConfirm={() => {
          confirmed.current = asking;
          setAsking(null);
        }}
        onClose={() => {
          field.onChange(saved);
          setText(show(saved));
          setAsking(null);
        }}
      />
    </>
  );
}
