import { describe, expect, it } from 'vitest';
import { buildWithdrawalNotice, withdrawalNoticeAsText } from './withdrawal-notice.ts';

const SELLER = {
  name: 'Rennfeld Lubricants GmbH',
  street: 'Am Ölhafen 7',
  postalCode: '55120',
  city: 'Rennfeld',
  phone: '+49 6131 4780-0',
  email: 'service@rennfeld.example',
};

describe('the withdrawal information', () => {
  it('is Anlage 1 EGBGB for goods in one parcel, naming the seller as note [2] asks', () => {
    const text = withdrawalNoticeAsText(buildWithdrawalNotice(SELLER, 'de'));
    expect(text).toContain(
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
    );
    expect(text).toContain(
      'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Rennfeld Lubricants GmbH, Am Ölhafen 7, 55120 Rennfeld, Telefon: +49 6131 4780-0, E-Mail: service@rennfeld.example) mittels einer eindeutigen Erklärung',
    );
    expect(text).toContain('Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben');
    expect(text).toContain('Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.');
    // No placeholder of the model is left.
    expect(text).not.toMatch(/\[\d\]|…|einfügen/);
  });

  it('ends with Anlage 2’s model form addressed to the seller, in both languages', () => {
    const german = buildWithdrawalNotice(SELLER, 'de');
    expect(german.form.lines[0]).toBe(
      'An Rennfeld Lubricants GmbH, Am Ölhafen 7, 55120 Rennfeld, E-Mail: service@rennfeld.example:',
    );
    expect(german.translationNote).toBeUndefined();
    const english = buildWithdrawalNotice(SELLER, 'en');
    expect(english.form.title).toBe('Model withdrawal form');
    expect(english.translationNote).toMatch(/binding/);
    expect(english.sections.map((section) => section.heading)).toEqual([
      'Right of withdrawal',
      'Effects of withdrawal',
      'Exclusion of the right of withdrawal',
    ]);
  });

  it('leaves out a contact the seller has not given', () => {
    const text = withdrawalNoticeAsText(buildWithdrawalNotice({ ...SELLER, phone: '' }, 'en'));
    expect(text).toContain(
      'inform us (Rennfeld Lubricants GmbH, Am Ölhafen 7, 55120 Rennfeld, e-mail: service@rennfeld.example)',
    );
  });
});
