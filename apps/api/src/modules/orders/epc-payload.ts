// The text of an EPC QR code ("GiroCode", EPC069-12 version 002): a SEPA credit transfer a banking
// app fills in from a scan. Eleven lines, so written here rather than taken as a dependency.

const MAX_NAME = 70;
const MAX_REMITTANCE = 140;

export function buildEpcPayload({
  holder,
  iban,
  bic,
  amountCents,
  reference,
}: {
  holder: string;
  iban: string;
  bic: string;
  amountCents: number;
  reference: string;
}): string {
  return [
    'BCD',
    '002',
    // UTF-8
    '1',
    'SCT',
    bic.replace(/\s/g, ''),
    holder.slice(0, MAX_NAME),
    iban.replace(/\s/g, '').toUpperCase(),
    `EUR${(amountCents / 100).toFixed(2)}`,
    // No purpose code and no structured creditor reference: the order number is the remittance text.
    '',
    '',
    reference.slice(0, MAX_REMITTANCE),
  ].join('\n');
}
