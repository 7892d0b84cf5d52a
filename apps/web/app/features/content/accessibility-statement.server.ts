import type { SiteLocale } from '@rennfeld/contract/constants';

/** A section of the accessibility statement: a heading and its paragraphs. */
interface StatementSection {
  heading: string;
  paragraphs: string[];
}

export interface AccessibilityStatement {
  title: string;
  sections: StatementSection[];
}

interface Contact {
  email: string;
  phone: string;
}

// The information BFSG § 14 with Anlage 3 no. 1 asks of a shop (decision 107): what the service is,
// how it works, how it meets the accessibility requirements, what it does not yet meet, where to
// report a barrier and who enforces. Written here, on the server: no page ships it in script.

const MARKET_SURVEILLANCE =
  'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg';

const english = ({ email, phone }: Contact): AccessibilityStatement => ({
  title: 'Accessibility Statement',
  sections: [
    {
      heading: 'Our service',
      paragraphs: [
        'On this website Rennfeld Lubricants GmbH presents its engine oils, transmission oils, racing fluids, care products and greases and sells them to consumers in Germany: you can browse and filter the products, read each product’s page with its prices, sizes, approvals and data sheets, search, put products in a cart and order them as a guest, paying in advance by bank transfer.',
      ],
    },
    {
      heading: 'How it works',
      paragraphs: [
        'Every page has the same header (the product categories, the search, the cart) and footer (company, customer service and legal pages). A skip link at the start of each page leads to its main content. Products are added to the cart on their own page; the cart opens as a panel on the right and leads to the checkout, one page with the contact and address fields, the payment method and the button that places the order. After the order a page and an e-mail give the order number and the bank details. Each page is available in English and German.',
      ],
    },
    {
      heading: 'How the website meets the accessibility requirements',
      paragraphs: [
        'The website is built to meet the requirements of the Barrierefreiheitsstärkungsgesetz (BFSG) and its ordinance (BFSGV), following the harmonised standard EN 301 549 and with it the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
        'Every page, the cart and the checkout can be used with the keyboard alone; focus is always visible, and panels keep the focus inside while open and return it when closed. Pages have a heading structure, landmarks and a language, images have text alternatives, and colours meet the contrast minimums. Form fields have labels; a mistake is named under its field and in a summary at the top of the form that takes the focus and links to each field. The checkout and the forms also work without JavaScript. Pages adapt to narrow screens, such as a phone’s, without scrolling sideways, and respect a request for reduced motion.',
        'We check this with automated tests on every change: every page in both languages against all WCAG 2.0, 2.1 and 2.2 rules at levels A and AA of the axe checker, keyboard and focus journeys, the HTML checker, and Lighthouse’s accessibility audit.',
      ],
    },
    {
      heading: 'What is not yet accessible',
      paragraphs: [
        'The magnifier on product images follows a mouse or pen only; keyboard and touch users see the same image without it.',
        'The catalogues and data sheets offered as PDF files come from their publishers and are not checked for accessibility. If you need one of them in another form, please ask us.',
      ],
    },
    {
      heading: 'Report a barrier',
      paragraphs: [
        `If you meet a barrier on this website or need information in another form, please tell us: by e-mail to ${email}${phone ? ` or by phone at ${phone} (Mon-Fri 07:30 am - 05:00 pm)` : ''}, or through the contact form.`,
      ],
    },
    {
      heading: 'Enforcement',
      paragraphs: [
        `If you think this website does not meet the accessibility requirements, you can turn to the market surveillance authority responsible: the ${MARKET_SURVEILLANCE}.`,
      ],
    },
  ],
});

const german = ({ email, phone }: Contact): AccessibilityStatement => ({
  title: 'Erklärung zur Barrierefreiheit',
  sections: [
    {
      heading: 'Unsere Dienstleistung',
      paragraphs: [
        'Auf dieser Website stellt die Rennfeld Lubricants GmbH ihre Motorenöle, Getriebeöle, Rennsportflüssigkeiten, Pflegeprodukte und Schmierfette vor und verkauft sie an Verbraucherinnen und Verbraucher in Deutschland: Sie können die Produkte durchsuchen und filtern, die Produktseiten mit Preisen, Gebindegrößen, Freigaben und Datenblättern lesen, Produkte in den Warenkorb legen und als Gast bestellen; bezahlt wird per Vorkasse durch Überweisung.',
      ],
    },
    {
      heading: 'Wie die Dienstleistung funktioniert',
      paragraphs: [
        'Jede Seite hat denselben Kopfbereich (die Produktkategorien, die Suche, den Warenkorb) und Fußbereich (Unternehmen, Kundenservice und rechtliche Seiten). Ein Sprunglink am Anfang jeder Seite führt zu ihrem Hauptinhalt. Produkte legen Sie auf ihrer Produktseite in den Warenkorb; er öffnet sich als Bereich am rechten Rand und führt zur Kasse, einer Seite mit den Kontakt- und Adressfeldern, der Zahlungsart und der Schaltfläche, mit der Sie bestellen. Nach der Bestellung nennen eine Seite und eine E-Mail die Bestellnummer und die Bankverbindung. Jede Seite gibt es auf Deutsch und Englisch.',
      ],
    },
    {
      heading: 'Wie die Website die Anforderungen an die Barrierefreiheit erfüllt',
      paragraphs: [
        'Die Website ist so gebaut, dass sie die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) und seiner Verordnung (BFSGV) erfüllt, nach der harmonisierten Norm EN 301 549 und damit nach den Web Content Accessibility Guidelines (WCAG) 2.1 in der Stufe AA.',
        'Alle Seiten, der Warenkorb und die Kasse lassen sich allein mit der Tastatur bedienen; der Fokus ist immer sichtbar, geöffnete Bereiche halten den Fokus und geben ihn beim Schließen zurück. Die Seiten haben eine Überschriftenstruktur, Landmarken und eine Sprachangabe, Bilder haben Textalternativen, die Farben erfüllen die Mindestkontraste. Formularfelder haben Beschriftungen; ein Fehler wird unter seinem Feld und in einer Zusammenfassung oben im Formular genannt, die den Fokus erhält und zu jedem Feld verlinkt. Die Kasse und die Formulare funktionieren auch ohne JavaScript. Die Seiten passen sich schmalen Bildschirmen wie dem eines Smartphones ohne seitliches Scrollen an und berücksichtigen den Wunsch nach weniger Bewegung.',
        'Wir prüfen das bei jeder Änderung mit automatischen Tests: jede Seite in beiden Sprachen gegen alle Regeln der Stufen A und AA von WCAG 2.0, 2.1 und 2.2 des Prüfwerkzeugs axe, Abläufe mit Tastatur und Fokus, den HTML-Validator und die Barrierefreiheitsprüfung von Lighthouse.',
      ],
    },
    {
      heading: 'Was noch nicht barrierefrei ist',
      paragraphs: [
        'Die Lupe auf Produktbildern folgt nur einer Maus oder einem Stift; wer Tastatur oder Touchscreen nutzt, sieht dasselbe Bild ohne Lupe.',
        'Die als PDF angebotenen Kataloge und Datenblätter stammen von ihren Herausgebern und sind nicht auf Barrierefreiheit geprüft. Wenn Sie eines davon in anderer Form benötigen, fragen Sie uns bitte.',
      ],
    },
    {
      heading: 'Barrieren melden',
      paragraphs: [
        `Wenn Sie auf dieser Website auf eine Barriere stoßen oder Informationen in anderer Form benötigen, sagen Sie es uns bitte: per E-Mail an ${email}${phone ? `, telefonisch unter ${phone} (Mo-Fr 07:30 bis 17:00 Uhr)` : ''} oder über das Kontaktformular.`,
      ],
    },
    {
      heading: 'Durchsetzung',
      paragraphs: [
        `Wenn Sie der Ansicht sind, dass diese Website die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: die ${MARKET_SURVEILLANCE}.`,
      ],
    },
  ],
});

/** The statement in a language, with the brand's contact for reporting a barrier. */
export const buildAccessibilityStatement = (contact: Contact, locale: SiteLocale): AccessibilityStatement =>
  locale === 'de' ? german(contact) : english(contact);
