import { defineMessages } from '../define-messages.ts';

/** Texts several parts of the site share. */
export const commonMessages = /* @__PURE__ */ defineMessages({
  en: {
    'common.justNow': 'just now',
    'common.hotlineHours': 'Mon-Fri 07:30 am - 05:00 pm',
    'common.siteDescription':
      'Engine oils, transmission oils and racing fluids developed on track by Rennfeld Motorsport Lubricants.',
    'common.loading': 'Loading...',
    'common.genericError': 'Something went wrong. Please try again in a moment.',
    'common.notFound.title': 'Page not found',
    'common.notFound.text': 'The page you are looking for does not exist or has moved.',
    'common.notFound.backHome': 'Back to the home page',
    'common.goToArticle': 'Go To Article',
    'common.goToArticleOf': 'Go To Article: {article}',
    'common.learnMore': 'Learn More',
    /** Heard after "Learn More" by screen readers only. */
    'common.learnMoreAbout': ' about {category}',
    'common.preview.label': 'Preview:',
    'common.preview.draft': 'This is a preview of an unpublished draft. Visitors do not see it until it is published.',
    /** Followed by the publication time. */
    'common.preview.scheduled': 'This is a preview of a scheduled article. Visitors see it from',
    'common.preview.published': 'This is a preview of a published page. Visitors see it as shown here.',
  },
  de: {
    'common.justNow': 'gerade eben',
    'common.hotlineHours': 'Mo–Fr 7:30–17:00 Uhr',
    'common.siteDescription':
      'Motorenöle, Getriebeöle und Rennsportflüssigkeiten von Rennfeld Motorsport Lubricants – auf der Rennstrecke entwickelt.',
    'common.loading': 'Wird geladen\u00a0…',
    'common.genericError': 'Da ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    'common.notFound.title': 'Seite nicht gefunden',
    'common.notFound.text': 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
    'common.notFound.backHome': 'Zurück zur Startseite',
    'common.goToArticle': 'Zum Artikel',
    'common.goToArticleOf': 'Zum Artikel: {article}',
    'common.learnMore': 'Mehr erfahren',
    'common.learnMoreAbout': ' zu {category}',
    'common.preview.label': 'Vorschau:',
    'common.preview.draft':
      'Dies ist die Vorschau eines unveröffentlichten Entwurfs. Besucher sehen ihn erst, wenn er veröffentlicht ist.',
    'common.preview.scheduled': 'Dies ist die Vorschau eines geplanten Artikels. Besucher sehen ihn ab',
    'common.preview.published': 'Dies ist die Vorschau einer veröffentlichten Seite. Besucher sehen sie so wie hier.',
  },
});
