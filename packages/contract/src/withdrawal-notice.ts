import type { SiteLocale } from './constants.ts';

// The statutory withdrawal information (Anlage 1 EGBGB) and model withdrawal form (Anlage 2 EGBGB)
// for a sale of goods in one parcel, filled in with the seller's details (decision 106). The German
// wording is the statute's; the English one a translation after Directive 2011/83/EU, Annex I.
// The page, the footer's link and the order confirmation all read it from here.

export interface WithdrawalSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
}

export interface WithdrawalNoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface WithdrawalNotice {
  title: string;
  /** On the English notice: that the German one is the binding text. */
  translationNote?: string;
  sections: WithdrawalNoticeSection[];
  form: { title: string; intro: string; lines: string[]; footnote: string };
}

const addressOf = (seller: WithdrawalSeller) => `${seller.name}, ${seller.street}, ${seller.postalCode} ${seller.city}`;

function contactOf(seller: WithdrawalSeller, locale: SiteLocale): string {
  const [phone, email] = locale === 'de' ? ['Telefon', 'E-Mail'] : ['phone', 'e-mail'];
  return [addressOf(seller), seller.phone && `${phone}: ${seller.phone}`, seller.email && `${email}: ${seller.email}`]
    .filter(Boolean)
    .join(', ');
}

const german = (seller: WithdrawalSeller): WithdrawalNotice => ({
  title: 'Widerrufsbelehrung',
  sections: [
    {
      heading: 'Widerrufsrecht',
      paragraphs: [
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${contactOf(seller, 'de')}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      ],
    },
    {
      heading: 'Folgen des Widerrufs',
      paragraphs: [
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
        `Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns (${addressOf(seller)}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.`,
        'Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.',
        'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
      ],
    },
    {
      heading: 'Ausschluss des Widerrufsrechts',
      paragraphs: [
        'Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, wenn diese nach der Lieferung auf Grund ihrer Beschaffenheit untrennbar mit anderen Gütern vermischt wurden (§ 312g Abs. 2 Nr. 4 BGB), etwa ein Öl, das in einen Motor oder ein Getriebe eingefüllt wurde.',
      ],
    },
  ],
  form: {
    title: 'Muster-Widerrufsformular',
    intro:
      '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    lines: [
      `An ${addressOf(seller)}${seller.email ? `, E-Mail: ${seller.email}` : ''}:`,
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
      'Bestellt am (*)/erhalten am (*)',
      'Name des/der Verbraucher(s)',
      'Anschrift des/der Verbraucher(s)',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
      'Datum',
    ],
    footnote: '(*) Unzutreffendes streichen.',
  },
});

const english = (seller: WithdrawalSeller): WithdrawalNotice => ({
  title: 'Right of Withdrawal',
  translationNote:
    'This is a translation of the German withdrawal information (Widerrufsbelehrung), which is the binding text.',
  sections: [
    {
      heading: 'Right of withdrawal',
      paragraphs: [
        'You have the right to withdraw from this contract within 14 days without giving any reason.',
        'The withdrawal period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods.',
        `To exercise the right of withdrawal, you must inform us (${contactOf(seller, 'en')}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the attached model withdrawal form, but it is not obligatory.`,
        'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
      ],
    },
    {
      heading: 'Effects of withdrawal',
      paragraphs: [
        'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.',
        `You shall send back the goods or hand them over to us (${addressOf(seller)}) without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired.`,
        'You will have to bear the direct cost of returning the goods.',
        'You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.',
      ],
    },
    {
      heading: 'Exclusion of the right of withdrawal',
      paragraphs: [
        'The right of withdrawal does not apply to contracts for the supply of goods which are, after delivery, according to their nature, inseparably mixed with other items (§ 312g (2) no. 4 BGB), such as an oil filled into an engine or a gearbox.',
      ],
    },
  ],
  form: {
    title: 'Model withdrawal form',
    intro: '(Complete and return this form only if you wish to withdraw from the contract.)',
    lines: [
      `To ${addressOf(seller)}${seller.email ? `, e-mail: ${seller.email}` : ''}:`,
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
      'Ordered on (*)/received on (*)',
      'Name of consumer(s)',
      'Address of consumer(s)',
      'Signature of consumer(s) (only if this form is notified on paper)',
      'Date',
    ],
    footnote: '(*) Delete as appropriate.',
  },
});

/** The withdrawal information and model form in a language, naming the seller. */
export const buildWithdrawalNotice = (seller: WithdrawalSeller, locale: SiteLocale): WithdrawalNotice =>
  locale === 'de' ? german(seller) : english(seller);

/** The notice as plain text, for an e-mail. */
export function withdrawalNoticeAsText(notice: WithdrawalNotice): string {
  return [
    notice.title,
    ...(notice.translationNote ? [notice.translationNote] : []),
    ...notice.sections.map(({ heading, paragraphs }) => [heading, ...paragraphs].join('\n\n')),
    [
      notice.form.title,
      notice.form.intro,
      notice.form.lines.map((line) => `– ${line}`).join('\n'),
      notice.form.footnote,
    ].join('\n\n'),
  ].join('\n\n');
}
