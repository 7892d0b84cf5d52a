import type { DocumentKind, DocumentLanguage } from '@rennfeld/contract/constants';
import PDFDocument from 'pdfkit';
import type { DemoProduct } from '../demo-content.ts';
import { PALETTE } from './palette.ts';

export interface DataSheetOptions {
  kind: DocumentKind;
  language: DocumentLanguage;
  product: DemoProduct;
  /** The day the version was issued (YYYY-MM-DD): printed, and the file's fixed creation date. */
  versionDate: string;
  /** Which version of the sheet this is, counted from 1. */
  version: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 52 };
const GREY = '#6B6F78';

/** A line of text per language: the sheet is written whole in the language it is filed under. */
type Words = Record<DocumentLanguage, string>;

const TITLES: Record<DocumentKind, Words> = {
  safety_data_sheet: { en: 'Safety data sheet', de: 'Sicherheitsdatenblatt' },
  technical_data_sheet: { en: 'Technical data sheet', de: 'Technisches Datenblatt' },
};

const LEGAL_BASIS: Words = {
  en: 'according to Regulation (EC) No 1907/2006 (REACH), Annex II',
  de: 'gemäß Verordnung (EG) Nr. 1907/2006 (REACH), Anhang II',
};

const DEMO_NOTICE: Words = {
  en: 'Demo document of a demo shop: the product, its maker and every figure are fictitious.',
  de: 'Demodokument eines Demoshops: Produkt, Hersteller und alle Werte sind erfunden.',
};

/** The 16 sections of REACH Annex II, with what they say of a lubricant not classified as hazardous. */
function safetySections(product: DemoProduct, language: DocumentLanguage): [string, string][] {
  const maker = product.manufacturer;
  const supplier = maker
    ? [maker.name, maker.street, `${maker.postalCode} ${maker.city}`, maker.country, maker.email]
        .filter(Boolean)
        .join(', ')
    : 'Rennfeld Lubricants GmbH, Am Ölhafen 7, 55120 Rennfeld, DE';
  const numbers = product.variants.map((variant) => variant.productNumber).join(', ');
  const typical = product.typicalData[language].map(([label, value]) => `${label}: ${value}`).join('; ');
  const en: [string, string][] = [
    [
      'Identification of the substance/mixture and of the company/undertaking',
      `Product identifier: ${product.name} (${numbers}). Relevant identified use: lubricant for vehicles and machinery. Supplier: ${supplier}. Emergency telephone: +49 6131 4780-99 (24 h).`,
    ],
    [
      'Hazards identification',
      'The mixture is not classified as hazardous according to Regulation (EC) No 1272/2008. Label elements: none. Other hazards: none known; not PBT or vPvB.',
    ],
    [
      'Composition/information on ingredients',
      'Mixture of highly refined base oils and additives. Contains no substance above the concentrations that would require disclosure.',
    ],
    [
      'First-aid measures',
      'Eyes: rinse with plenty of water. Skin: wash with soap and water. If swallowed: rinse mouth, do not induce vomiting, seek medical advice if unwell. Inhalation of mist: fresh air.',
    ],
    [
      'Firefighting measures',
      'Suitable extinguishing media: foam, dry powder, carbon dioxide, water spray. Unsuitable: full water jet. Combustion may release carbon oxides.',
    ],
    [
      'Accidental release measures',
      'Avoid slipping on spilt product. Do not let it enter drains, surface water or soil. Take up with liquid-binding material and dispose of as waste.',
    ],
    [
      'Handling and storage',
      'Avoid prolonged skin contact. Store in the closed original container in a cool, dry place, away from oxidising agents.',
    ],
    [
      'Exposure controls/personal protection',
      'No occupational exposure limits assigned. For prolonged contact wear nitrile gloves; safety glasses where splashes are likely.',
    ],
    ['Physical and chemical properties', typical || 'Liquid or paste; odour characteristic.'],
    [
      'Stability and reactivity',
      'Stable under normal conditions. Avoid strong oxidising agents. No hazardous decomposition products in normal use.',
    ],
    [
      'Toxicological information',
      'Based on the available data, the classification criteria are not met. Repeated skin contact may degrease the skin.',
    ],
    [
      'Ecological information',
      'Not classified as hazardous to the aquatic environment. Not readily biodegradable. Water hazard class (AwSV): WGK 1.',
    ],
    [
      'Disposal considerations',
      'Used oil goes to an approved collection point (AltölV). Waste code 13 02 05* (non-chlorinated mineral-based engine, gear and lubricating oils).',
    ],
    ['Transport information', 'Not dangerous goods within the meaning of ADR/RID, IMDG and IATA.'],
    [
      'Regulatory information',
      'No chemical safety assessment carried out for the mixture. Water hazard class WGK 1 according to AwSV, Annex 1.',
    ],
    [
      'Other information',
      'Changes from the previous version are marked in the margin. The information reflects our present knowledge.',
    ],
  ];
  const de: [string, string][] = [
    [
      'Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
      `Produktidentifikator: ${product.name} (${numbers}). Relevante identifizierte Verwendung: Schmierstoff für Fahrzeuge und Maschinen. Lieferant: ${supplier}. Notrufnummer: +49 6131 4780-99 (24 h).`,
    ],
    [
      'Mögliche Gefahren',
      'Das Gemisch ist gemäß Verordnung (EG) Nr. 1272/2008 nicht als gefährlich eingestuft. Kennzeichnungselemente: keine. Sonstige Gefahren: keine bekannt; kein PBT- oder vPvB-Stoff.',
    ],
    [
      'Zusammensetzung/Angaben zu Bestandteilen',
      'Gemisch aus hochraffinierten Grundölen und Additiven. Enthält keine Stoffe oberhalb der Konzentrationen, die eine Angabe erfordern.',
    ],
    [
      'Erste-Hilfe-Maßnahmen',
      'Augen: mit viel Wasser spülen. Haut: mit Wasser und Seife waschen. Nach Verschlucken: Mund ausspülen, kein Erbrechen herbeiführen, bei Unwohlsein ärztlichen Rat einholen. Nach Einatmen von Nebel: Frischluft.',
    ],
    [
      'Maßnahmen zur Brandbekämpfung',
      'Geeignete Löschmittel: Schaum, Löschpulver, Kohlendioxid, Wassersprühstrahl. Ungeeignet: Wasservollstrahl. Beim Brand können Kohlenoxide entstehen.',
    ],
    [
      'Maßnahmen bei unbeabsichtigter Freisetzung',
      'Rutschgefahr durch ausgelaufenes Produkt. Nicht in Kanalisation, Gewässer oder Erdreich gelangen lassen. Mit flüssigkeitsbindendem Material aufnehmen und als Abfall entsorgen.',
    ],
    [
      'Handhabung und Lagerung',
      'Längeren Hautkontakt vermeiden. Im geschlossenen Originalbehälter kühl und trocken lagern, getrennt von Oxidationsmitteln.',
    ],
    [
      'Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen',
      'Keine Arbeitsplatzgrenzwerte. Bei längerem Kontakt Nitrilhandschuhe tragen; Schutzbrille, wo Spritzer zu erwarten sind.',
    ],
    ['Physikalische und chemische Eigenschaften', typical || 'Flüssigkeit oder Paste; Geruch charakteristisch.'],
    [
      'Stabilität und Reaktivität',
      'Unter normalen Bedingungen stabil. Starke Oxidationsmittel meiden. Bei bestimmungsgemäßer Verwendung keine gefährlichen Zersetzungsprodukte.',
    ],
    [
      'Toxikologische Angaben',
      'Aufgrund der verfügbaren Daten sind die Einstufungskriterien nicht erfüllt. Wiederholter Hautkontakt kann die Haut entfetten.',
    ],
    [
      'Umweltbezogene Angaben',
      'Nicht als gewässergefährdend eingestuft. Nicht leicht biologisch abbaubar. Wassergefährdungsklasse (AwSV): WGK 1.',
    ],
    [
      'Hinweise zur Entsorgung',
      'Altöl einer zugelassenen Annahmestelle zuführen (AltölV). Abfallschlüssel 13 02 05* (nichtchlorierte Maschinen-, Getriebe- und Schmieröle auf Mineralölbasis).',
    ],
    ['Angaben zum Transport', 'Kein Gefahrgut im Sinne von ADR/RID, IMDG und IATA.'],
    [
      'Rechtsvorschriften',
      'Für das Gemisch wurde keine Stoffsicherheitsbeurteilung durchgeführt. Wassergefährdungsklasse WGK 1 nach AwSV, Anlage 1.',
    ],
    [
      'Sonstige Angaben',
      'Änderungen gegenüber der Vorfassung sind am Rand markiert. Die Angaben stützen sich auf den heutigen Stand unserer Kenntnisse.',
    ],
  ];
  return language === 'de' ? de : en;
}

const TECHNICAL_HEADINGS: Record<'description' | 'approvals' | 'approved' | 'meets' | 'data' | 'note', Words> = {
  description: { en: 'Description', de: 'Beschreibung' },
  approvals: { en: 'Approvals and specifications', de: 'Freigaben und Spezifikationen' },
  approved: { en: 'Approvals', de: 'Freigaben' },
  meets: { en: 'Meets the requirements of', de: 'Erfüllt die Anforderungen von' },
  data: { en: 'Typical data', de: 'Typische Kennwerte' },
  note: {
    en: 'Typical values for guidance; they do not form a specification.',
    de: 'Typische Werte zur Orientierung; sie stellen keine Spezifikation dar.',
  },
};

/** A printable data sheet in its language: a safety data sheet's 16 sections, or a technical sheet's typical data. */
export function renderDataSheetPdf(options: DataSheetOptions): Promise<Buffer> {
  const { kind, language, product, versionDate, version } = options;
  const title = TITLES[kind][language];
  const issued = new Date(`${versionDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    info: {
      Title: `${title}: ${product.name}`,
      Author: product.manufacturer?.name ?? 'Rennfeld Lubricants GmbH',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = PAGE.width - PAGE.margin * 2;

  doc.rect(PAGE.margin, PAGE.margin, 6, 26).fill(PALETTE.red);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(PALETTE.carbon)
    .text(title, PAGE.margin + 14, PAGE.margin + 3);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(13).text(product.name, PAGE.margin);
  const versionLine =
    language === 'de'
      ? `Fassung ${version} vom ${versionDate.slice(8, 10)}.${versionDate.slice(5, 7)}.${versionDate.slice(0, 4)}`
      : `Version ${version} of ${versionDate}`;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(kind === 'safety_data_sheet' ? `${LEGAL_BASIS[language]} · ${versionLine}` : versionLine, { width });
  doc.text(DEMO_NOTICE[language], { width });
  doc.moveDown(1);

  if (kind === 'safety_data_sheet') {
    safetySections(product, language).forEach(([heading, body], index) => {
      const label = language === 'de' ? 'ABSCHNITT' : 'SECTION';
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .fillColor(PALETTE.carbon)
        .text(`${label} ${index + 1}: ${heading}`, { width });
      doc.font('Helvetica').fontSize(9.5).fillColor('#222222').text(body, { width });
      doc.moveDown(0.7);
    });
  } else {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(PALETTE.carbon).text(TECHNICAL_HEADINGS.description[language]);
    doc.font('Helvetica').fontSize(9.5).fillColor('#222222').text(product.summary[language], { width });
    doc.moveDown(0.8);
    const { approval, meets } = product.approvals;
    if (approval.length + meets.length > 0) {
      doc.font('Helvetica-Bold').fontSize(11).fillColor(PALETTE.carbon).text(TECHNICAL_HEADINGS.approvals[language]);
      for (const [heading, codes] of [
        [TECHNICAL_HEADINGS.approved[language], approval],
        [TECHNICAL_HEADINGS.meets[language], meets],
      ] as const) {
        if (codes.length > 0) {
          doc
            .font('Helvetica')
            .fontSize(9.5)
            .fillColor('#222222')
            .text(`${heading}: ${codes.join(', ')}`, { width });
        }
      }
      doc.moveDown(0.8);
    }
    doc.font('Helvetica-Bold').fontSize(11).fillColor(PALETTE.carbon).text(TECHNICAL_HEADINGS.data[language]);
    doc.moveDown(0.3);
    for (const [label, value] of product.typicalData[language]) {
      const y = doc.y;
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor('#222222')
        .text(label, PAGE.margin, y, { width: width * 0.6 });
      doc.text(value, PAGE.margin + width * 0.62, y, { width: width * 0.38 });
      doc.moveDown(0.3);
    }
    doc.moveDown(0.5);
    doc.fontSize(8.5).fillColor(GREY).text(TECHNICAL_HEADINGS.note[language], PAGE.margin, doc.y, { width });
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // Writing inside the bottom margin would make pdfkit open a new page; lift the margin first.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(`${product.name} · ${title} · ${page + 1}/${range.count}`, PAGE.margin, PAGE.height - 36, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return finished;
}
