/**
 * The contract's messages in German. The contract writes them in English, as the API answers
 * them; the staff area shows them in its own language. Each English message is the key, as in
 * gettext: a form's checks and the server's answers pass through `translateContractMessage`.
 */
const GERMAN: Record<string, string> = {
  // Content and its fields
  'Enter a slug.': 'Geben Sie einen Slug ein.',
  'A slug may be at most 120 characters long.': 'Ein Slug darf höchstens 120 Zeichen lang sein.',
  'Invalid slug.': 'Ungültiger Slug.',
  'Use lower-case letters, digits and single hyphens.':
    'Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche.',
  'Choose an image.': 'Wählen Sie ein Bild.',
  'A file name of letters, digits, dots, hyphens and underscores.':
    'Ein Dateiname aus Buchstaben, Ziffern, Punkten, Binde- und Unterstrichen.',
  'The text is too long.': 'Der Text ist zu lang.',
  'At least 0.': 'Mindestens 0.',
  'At most 100000.': 'Höchstens 100000.',
  'At most 50.': 'Höchstens 50.',
  'At most 100.': 'Höchstens 100.',
  'Enter a price.': 'Geben Sie einen Preis ein.',
  'A price cannot be negative.': 'Ein Preis kann nicht negativ sein.',
  'At most two decimals.': 'Höchstens zwei Nachkommastellen.',
  'Enter the stock as a whole number, or leave it empty.':
    'Geben Sie den Bestand als ganze Zahl ein oder lassen Sie das Feld leer.',
  'Stock cannot be negative.': 'Der Bestand kann nicht negativ sein.',
  'At most 1000000.': 'Höchstens 1000000.',
  // The shop settings
  'Enter a number of days.': 'Geben Sie eine Anzahl Tage ein.',
  'Whole days only.': 'Nur ganze Tage.',
  'At least 1 day.': 'Mindestens 1 Tag.',
  'At most 60 days.': 'Höchstens 60 Tage.',
  'Enter the account holder.': 'Geben Sie den Kontoinhaber ein.',
  'At most 70 characters (a bank transfer carries no more).':
    'Höchstens 70 Zeichen (mehr trägt eine Überweisung nicht).',
  'Enter a valid IBAN.': 'Geben Sie eine gültige IBAN ein.',
  'Enter a valid BIC, or leave it empty.': 'Geben Sie eine gültige BIC ein oder lassen Sie das Feld leer.',
  'Add at least one container size.': 'Fügen Sie mindestens eine Gebindegröße hinzu.',
  'Each container size once.': 'Jede Gebindegröße nur einmal.',
  'Each approval once.': 'Jeden Eintrag nur einmal.',
  'One version a day.': 'Eine Fassung pro Tag.',
  'Choose safety or technical data sheet.': 'Wählen Sie Sicherheits- oder technisches Datenblatt.',
  'Choose German or English.': 'Wählen Sie Deutsch oder Englisch.',
  'Enter the version’s date.': 'Geben Sie das Datum der Fassung ein.',
  'Choose a PDF.': 'Wählen Sie ein PDF.',
  'Choose approval or meets.': 'Wählen Sie Freigabe oder Erfüllt.',
  'Two sizes cannot share a product number.': 'Zwei Größen können nicht dieselbe Artikelnummer haben.',
  'Two sub-categories cannot share a slug.': 'Zwei Unterkategorien können nicht denselben Slug haben.',
  'Enter how much it holds.': 'Geben Sie an, wie viel es enthält.',
  'Enter a valid e-mail address, or none.': 'Geben Sie eine gültige E-Mail-Adresse ein oder keine.',
  'Enter a valid e-mail address.': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'Enter a phone number.': 'Geben Sie eine Telefonnummer ein.',
  'Digits, spaces and + ( ) / - only.': 'Nur Ziffern, Leerzeichen und + ( ) / -.',
  'Enter the partner’s web address (https://…).': 'Geben Sie die Webadresse des Partners ein (https://…).',
  'Write the text of the block.': 'Schreiben Sie den Text des Abschnitts.',
  'Write the text of the document.': 'Schreiben Sie den Text des Dokuments.',
  'Choose a PDF file.': 'Wählen Sie eine PDF-Datei.',
  'Choose the country.': 'Wählen Sie das Land.',
  'Choose a country.': 'Wählen Sie ein Land.',
  'A GTIN has 8, 12, 13 or 14 digits.': 'Eine GTIN hat 8, 12, 13 oder 14 Ziffern.',
  'This GTIN’s check digit does not fit: check the number.':
    'Die Prüfziffer dieser GTIN passt nicht: Prüfen Sie die Nummer.',
  'Enter the whole address, or none.': 'Geben Sie die Anschrift vollständig an oder gar nicht.',
  'Enter the manufacturer’s own address beside its responsible person.':
    'Geben Sie neben der verantwortlichen Person auch die Anschrift des Herstellers an.',
  'Enter the responsible person whole, or not at all.':
    'Geben Sie die verantwortliche Person vollständig an oder gar nicht.',
  'A manufacturer outside the EEA needs its responsible person in the EEA.':
    'Ein Hersteller außerhalb des EWR braucht seine verantwortliche Person im EWR.',
  'The responsible person is established in the EEA.': 'Die verantwortliche Person ist im EWR niedergelassen.',
  'A VAT identification number such as DE123456789.': 'Eine Umsatzsteuer-Identifikationsnummer wie DE123456789.',
  'Enter a name.': 'Geben Sie einen Namen ein.',
  'Enter the code.': 'Geben Sie den Code ein.',
  'Enter the issuer.': 'Geben Sie den Herausgeber ein.',
  'Enter a title.': 'Geben Sie einen Titel ein.',
  'Enter a short description.': 'Geben Sie eine Kurzbeschreibung ein.',
  'Enter a description.': 'Geben Sie eine Beschreibung ein.',
  'Enter a department.': 'Geben Sie eine Abteilung ein.',
  'Enter a product number.': 'Geben Sie eine Artikelnummer ein.',
  'Enter the company name.': 'Geben Sie den Firmennamen ein.',
  'Enter the street and number.': 'Geben Sie Straße und Hausnummer ein.',
  'Enter the postcode.': 'Geben Sie die Postleitzahl ein.',
  'Enter the city.': 'Geben Sie den Ort ein.',
  'Enter the managing directors.': 'Geben Sie die Geschäftsführung ein.',
  'Enter the register court.': 'Geben Sie das Registergericht ein.',
  'Enter the register number.': 'Geben Sie die Registernummer ein.',
  // The server's answers to a save
  'Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.':
    'Jemand anderes hat diesen Eintrag gespeichert, nachdem Sie ihn geöffnet haben. Laden Sie ihn neu, um die Änderungen zu sehen, und nehmen Sie Ihre dann erneut vor.',
  'Another record already uses this slug.': 'Ein anderer Eintrag verwendet diesen Slug bereits.',
  'Another product already uses this product number.': 'Ein anderes Produkt verwendet diese Artikelnummer bereits.',
  'Choose a sub-category of the chosen category.': 'Wählen Sie eine Unterkategorie der gewählten Kategorie.',
  'This choice no longer exists. Reload and choose again.':
    'Diese Auswahl gibt es nicht mehr. Laden Sie die Seite neu und wählen Sie erneut.',
  // Uploads
  'Choose at least one file to upload.': 'Wählen Sie mindestens eine Datei zum Hochladen.',
  'This file is not a JPEG, PNG or WebP image.': 'Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.',
  'This file is not a PDF that can be read.': 'Diese Datei ist kein lesbares PDF.',
  'This image has too many pixels. Scale it down to at most 60 megapixels.':
    'Dieses Bild hat zu viele Pixel. Verkleinern Sie es auf höchstens 60 Megapixel.',
  'PDFs are for catalogues and data sheets. Upload an image here.':
    'PDFs sind für Kataloge und Datenblätter. Laden Sie hier ein Bild hoch.',
  'Data sheets are PDFs. Upload a PDF here.': 'Datenblätter sind PDFs. Laden Sie hier ein PDF hoch.',
  // Access
  'Sign in to use the staff area.': 'Melden Sie sich an, um den Mitarbeiterbereich zu nutzen.',
  'Your role does not allow this.': 'Ihre Rolle erlaubt das nicht.',
  'Cross-site requests are refused.': 'Anfragen von fremden Seiten werden abgelehnt.',
  'Too many sign-in attempts. Please try again later.':
    'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
};

/** Messages with a figure or a name in them, as the contract writes them. */
const GERMAN_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [/^At most (\d+) characters\.$/, (max) => `Höchstens ${max} Zeichen.`],
  [/^Upload at most (\d+) files at once\.$/, (count) => `Laden Sie höchstens ${count} Dateien auf einmal hoch.`],
  [/^An image may be at most (\d+) MB\.$/, (size) => `Ein Bild darf höchstens ${size} MB groß sein.`],
  [/^A PDF may be at most (\d+) MB\.$/, (size) => `Ein PDF darf höchstens ${size} MB groß sein.`],
  [
    /^The password must be at least (\d+) characters long\.$/,
    (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  ],
  [
    /^The password may be at most (\d+) characters long\.$/,
    (max) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
  ],
  [
    /^This category holds (\d+) products?\. Move or delete them first\.$/,
    (count) =>
      count === '1'
        ? 'Diese Kategorie enthält ein Produkt. Verschieben oder löschen Sie es zuerst.'
        : `Diese Kategorie enthält ${count} Produkte. Verschieben oder löschen Sie sie zuerst.`,
  ],
  [
    /^The sub-category (.+) still holds products\. Move them to another sub-category first\.$/,
    (name) =>
      `Die Unterkategorie ${name} enthält noch Produkte. Verschieben Sie sie zuerst in eine andere Unterkategorie.`,
  ],
  [
    /^(?:One product uses|(\d+) products use) this value\. Change (?:it|them) first\.$/,
    (count) =>
      count === undefined
        ? 'Ein Produkt verwendet diesen Wert. Ändern Sie es zuerst.'
        : `${count} Produkte verwenden diesen Wert. Ändern Sie sie zuerst.`,
  ],
];

/** A message of the contract in the staff area's language; one it does not know, as it is. */
export function translateContractMessage(message: string, locale: string): string {
  if (locale !== 'de') return message;
  const german = GERMAN[message];
  if (german !== undefined) return german;
  for (const [pattern, write] of GERMAN_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return write(...(match.slice(1) as string[]));
  }
  return message;
}
