import { defineMessages } from '../define-messages.ts';

/** The home page. */
export const homeMessages = /* @__PURE__ */ defineMessages({
  en: {
    'home.metaDescription': 'Engine oils, transmission oils and racing fluids from Rennfeld Motorsport Lubricants.',

    'home.banner.imageAlt': 'Red and white racing stripes beneath a golden drop of oil',
    'home.banner.eyebrow': 'Rennfeld Motorsport Lubricants',
    'home.banner.title': 'Proven on the track. Made for every engine.',
    'home.banner.lead':
      'Engine oils, transmission oils and racing fluids, developed with race teams and blended in Germany.',
    'home.banner.concepts': 'Explore our concepts',
    'home.banner.catalogues': 'Download catalogues',

    'home.intro.title': 'Lubricants with a racing pedigree',
    'home.intro.lead':
      'Rennfeld began in a paddock workshop, mixing oils for a single endurance team. Today our engine oils, gear oils and racing fluids run in touring cars, club racers, classic cars and the daily drive to work.',
    'home.intro.text':
      'Every formula is tested on the dynamometer and on the circuit before it reaches a bottle. What survives a 24-hour race protects your engine on the motorway, from the first cold start to the last lap.',

    'home.video.title': 'Rennfeld on track',
    'home.video.label': 'Rennfeld promotional video',
    'home.video.unmute': 'Unmute video',
    'home.video.mute': 'Mute video',
    'home.video.play': 'Play video',
    'home.video.pause': 'Pause video',

    'home.categories.title': 'Our product range',
    'home.categories.loading': 'Loading categories...',
    'home.categories.fetchFailed': 'Error fetching categories',
    'home.concepts.title': 'Premium concepts',
    'home.concepts.failed': 'Failed to load concepts.',
    'home.carousel.title': 'Latest news',
    'home.carousel.pause': 'Pause carousel',
    'home.carousel.play': 'Play carousel',
    'home.carousel.previous': 'Previous news',
    'home.carousel.next': 'Next news',
    'home.news.title': 'From the paddock',
    'home.news.loading': 'Loading news...',
    'home.news.failed': 'Failed to load news.',
    'home.news.all': 'All news',
    'home.accordion.title': 'Browse categories',
    'home.accordion.loadFailed': 'Error loading categories',
    'home.accordion.allOfCategory': 'All {category}',
  },
  de: {
    'home.metaDescription': 'Motorenöle, Getriebeöle und Rennsportflüssigkeiten von Rennfeld Motorsport Lubricants.',

    'home.banner.imageAlt': 'Rote und weiße Rennstreifen unter einem goldenen Öltropfen',
    'home.banner.eyebrow': 'Rennfeld Motorsport Lubricants',
    'home.banner.title': 'Auf der Rennstrecke bewährt. Für jeden Motor gemacht.',
    'home.banner.lead':
      'Motorenöle, Getriebeöle und Rennsportflüssigkeiten – gemeinsam mit Rennteams entwickelt, in Deutschland hergestellt.',
    'home.banner.concepts': 'Unsere Konzepte entdecken',
    'home.banner.catalogues': 'Kataloge herunterladen',

    'home.intro.title': 'Schmierstoffe mit Rennsport-DNA',
    'home.intro.lead':
      'Angefangen hat Rennfeld in einer Werkstatt im Fahrerlager: Dort mischten wir Öle für ein einziges Langstreckenteam. Heute laufen unsere Motorenöle, Getriebeöle und Rennsportflüssigkeiten in Tourenwagen, Clubsport-Fahrzeugen, Oldtimern und auf dem täglichen Weg zur Arbeit.',
    'home.intro.text':
      'Jede Rezeptur muss sich auf dem Prüfstand und auf der Rennstrecke beweisen, bevor sie in die Flasche kommt. Was ein 24-Stunden-Rennen übersteht, schützt Ihren Motor auch auf der Autobahn – vom ersten Kaltstart bis zur letzten Runde.',

    'home.video.title': 'Rennfeld auf der Rennstrecke',
    'home.video.label': 'Rennfeld-Imagevideo',
    'home.video.unmute': 'Ton einschalten',
    'home.video.mute': 'Ton ausschalten',
    'home.video.play': 'Video abspielen',
    'home.video.pause': 'Video anhalten',

    'home.categories.title': 'Unser Sortiment',
    'home.categories.loading': 'Kategorien werden geladen\u00a0…',
    'home.categories.fetchFailed': 'Fehler beim Abrufen der Kategorien',
    'home.concepts.title': 'Premium-Konzepte',
    'home.concepts.failed': 'Die Konzepte konnten nicht geladen werden.',
    'home.carousel.title': 'Aktuelle News',
    'home.carousel.pause': 'Karussell anhalten',
    'home.carousel.play': 'Karussell starten',
    'home.carousel.previous': 'Vorherige News',
    'home.carousel.next': 'Nächste News',
    'home.news.title': 'Aus dem Fahrerlager',
    'home.news.loading': 'News werden geladen\u00a0…',
    'home.news.failed': 'Die News konnten nicht geladen werden.',
    'home.news.all': 'Alle News',
    'home.accordion.title': 'Kategorien entdecken',
    'home.accordion.loadFailed': 'Fehler beim Laden der Kategorien',
    'home.accordion.allOfCategory': '{category}: alle Produkte',
  },
});
