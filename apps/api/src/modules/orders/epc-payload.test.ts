import { describe, expect, it } from 'vitest';
import { buildEpcPayload } from './epc-payload.ts';

describe('the EPC QR code text', () => {
  it('names the payee, the account, the amount in euros and the order number, line by line', () => {
    expect(
      buildEpcPayload({
        holder: 'Rennfeld Lubricants GmbH',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        amountCents: 8_249,
        reference: '48213907',
      }).split('\n'),
    ).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Rennfeld Lubricants GmbH',
      'DE89370400440532013000',
      'EUR82.49',
      '',
      '',
      '48213907',
    ]);
  });

  it('keeps the payee’s name within the 70 characters the standard allows', () => {
    const payload = buildEpcPayload({
      holder: 'x'.repeat(90),
      iban: 'DE89370400440532013000',
      bic: '',
      amountCents: 1,
      reference: '1',
    });
    expect(payload.split('\n')[5]).toHaveLength(70);
    expect(payload.split('\n')[7]).toBe('EUR0.01');
  });
});
