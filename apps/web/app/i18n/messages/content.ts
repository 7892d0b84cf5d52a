import { defineMessages } from '../define-messages.ts';

/** The company pages, news, concepts, catalogues (PDF) and legal pages. */
export const contentMessages = /* @__PURE__ */ defineMessages({
  en: {
    'content.aboutUs': 'About us',
    'content.introduction': 'Introduction',
    'content.seeCatalogue': 'See the catalogue',

    'content.about.title': 'About Company',
    'content.about.description': 'Who we are: the story, the lab and the values behind Rennfeld lubricants.',
    'content.about.lead': 'German engineering, tested where engines work hardest: on the race track.',
    /** The intro runs on into a link to the partnership page ("partnersLink"), then "introEnd". */
    'content.about.intro':
      'Rennfeld Motorsport Lubricants develops engine oils, transmission fluids and care products for racing and for the road. Every product is proven in competition with our ',
    'content.about.partnersLink': 'motorsport partners',
    'content.about.introEnd': ' before it reaches a workshop shelf.',
    'content.about.loadFailed': 'Failed to load data.',
    'content.about.nextSteps.title': 'Find the right oil for your engine',
    'content.about.nextSteps.text':
      'Browse our catalogues for specifications and approvals, or ask our application engineers for a recommendation for your car or race series.',
    'content.about.nextSteps.contact': 'Contact us',
    'content.about.nextSteps.team': 'Meet our team',

    'content.team.title': 'Our Team',
    'content.team.description': 'Meet the chemists, engineers and service people behind Rennfeld.',
    'content.team.lead': 'The people who blend, test and ship Rennfeld lubricants, and who answer when you call.',
    'content.team.introTitle': 'Built in the paddock, made for the road',
    'content.team.introStory':
      "Rennfeld Motorsport Lubricants started in a race team's workshop: engineers who wanted oils that survive an endurance stint and still protect an everyday engine on the commute home.",
    'content.team.introToday':
      'Today our chemists, application engineers and service team develop every formulation with the teams we supply. Get in touch with the person you need directly below.',
    'content.team.members': 'Team members',
    'content.team.empty': 'No team members to show.',
    'content.team.loading': 'Loading team members...',
    'content.team.loadFailed': 'Failed to load team members.',

    'content.partnership.title': 'Partnership',
    'content.partnership.description': 'The race teams and series Rennfeld lubricants work with.',
    'content.partnership.eyebrow': 'Motorsport',
    'content.partnership.lead': 'From club racing to endurance championships: the teams that trust Rennfeld on track.',
    'content.partnership.introLab':
      'Racing is our laboratory. Our partner teams run Rennfeld oils under full load, in heat, cold and rain, and share their data with our engineers after every race weekend.',
    'content.partnership.introShelf':
      'What we learn there goes straight into the products on the shelf, so every driver profits from what works at the limit.',
    'content.partnership.partnersTitle': 'Our partners',
    'content.partnership.partners': 'Partners',
    'content.partnership.empty': 'No partnerships to show.',
    'content.partnership.homePage': 'Go To Home Page',
    'content.partnership.homePageOf': 'Go To Home Page of {partner} (opens in a new tab)',
    'content.partnership.loading': 'Loading partnerships...',
    'content.partnership.loadFailed': 'Failed to load partnerships.',
    'content.partnership.nextSteps.title': 'Racing with Rennfeld',
    'content.partnership.nextSteps.text':
      'Looking for a lubricant partner for your team or series? Tell us about your programme and our motorsport department will get back to you.',
    'content.partnership.nextSteps.becomePartner': 'Become a partner',

    'content.news.title': 'News',
    'content.news.description': 'Race reports, product launches and news from Rennfeld Motorsport Lubricants.',
    'content.news.eyebrow': 'Rennfeld newsroom',
    'content.news.lead': 'Race weekends, new formulations and what our engineers learned on track.',
    'content.news.articles': 'News articles',
    'content.news.empty': 'No news yet.',
    'content.news.allNews': '← All news',
    'content.news.loading': 'Loading news...',
    'content.news.loadFailed': 'Failed to load news.',
    /** SPEC §8: the API answered, but not successfully. */
    'content.news.loadError': 'Error loading news',
    'content.news.articleLoadFailed': 'Failed to load news details.',

    'content.catalogue.title': 'Catalogue',
    'content.catalogue.description': 'Download the Rennfeld product catalogues and data sheets as PDF.',
    'content.catalogue.eyebrow': 'Downloads',
    'content.catalogue.lead':
      'Every Rennfeld oil, fluid and grease with its specifications, approvals and container sizes.',
    'content.catalogue.introTitle': 'Our catalogues',
    'content.catalogue.intro':
      'Whether you run a workshop, a race team or your own weekend car, our catalogues list the right product for each engine, gearbox and season. Download them as PDF to read offline or to share with your team.',
    'content.catalogue.catalogues': 'Catalogues',
    'content.catalogue.empty': 'No catalogues available.',
    'content.catalogue.download': 'Download',
    'content.catalogue.downloadOf': 'Download {catalogue} (PDF, opens in a new tab)',
    'content.catalogue.loadError': 'Error loading catalogues',

    'content.concepts.title': 'Concepts',
    'content.concepts.description':
      'The lubrication concepts behind Rennfeld products, from the track to the workshop.',
    'content.concepts.eyebrow': 'Premium concepts',
    'content.concepts.lead':
      'How we match base stocks, additive packages and service intervals to the way an engine is driven.',
    'content.concepts.categories': 'Concept categories',
    'content.concepts.empty': 'No concepts available',
    'content.concepts.loadFailed': 'Failed to load concepts.',
    'content.concepts.allConcepts': '← All concepts',
    /** Followed by the category's age ("3 days ago"). */
    'content.concepts.added': 'Added',
    'content.concepts.conceptsOf': 'Concepts of {category}',
    'content.concepts.categoryLoading': 'Loading concept details...',
    'content.concepts.categoryLoadError': 'Error fetching concept category',

    'content.legal.privacyPolicy': 'Privacy Policy',
    'content.legal.terms': 'Terms and Conditions',
    'content.legal.copyright': 'Copyright',
    'content.legal.imprint': 'Imprint',
    'content.legal.description': '{document} of Rennfeld Motorsport Lubricants.',
    /** Followed by the date. */
    'content.legal.lastUpdated': 'Last updated:',
    'content.legal.unavailable': 'This document is not available right now.',
    /** Runs on into a link to the contact page ("contactUs"). */
    'content.legal.tryAgainOr': 'Please try again later or ',
    'content.legal.contactUs': 'contact us',
    'content.imprint.heading': 'Information pursuant to § 5 DDG',
    'content.imprint.phone': 'Phone',
    'content.imprint.email': 'E-mail',
    'content.imprint.managingDirectors': 'Managing directors',
    'content.imprint.registerCourt': 'Register court',
    'content.imprint.registerNumber': 'Register number',
    'content.imprint.vatId': 'VAT identification number pursuant to § 27a UStG',
  },
  de: {
    'content.aboutUs': 'Über uns',
    'content.introduction': 'Einleitung',
    'content.seeCatalogue': 'Zu den Katalogen',

    'content.about.title': 'Unternehmen',
    'content.about.description':
      'Wer wir sind: die Geschichte, das Labor und die Werte hinter den Schmierstoffen von Rennfeld.',
    'content.about.lead':
      'Deutsche Ingenieurskunst, erprobt dort, wo Motoren am härtesten arbeiten: auf der Rennstrecke.',
    'content.about.intro':
      'Rennfeld Motorsport Lubricants entwickelt Motorenöle, Getriebeöle und Pflegeprodukte für den Rennsport und die Straße. Jedes Produkt muss sich erst im Wettbewerb bei unseren ',
    'content.about.partnersLink': 'Motorsportpartnern',
    'content.about.introEnd': ' bewähren, bevor es ins Werkstattregal kommt.',
    'content.about.loadFailed': 'Die Daten konnten nicht geladen werden.',
    'content.about.nextSteps.title': 'Das richtige Öl für Ihren Motor',
    'content.about.nextSteps.text':
      'Stöbern Sie in unseren Katalogen nach Spezifikationen und Freigaben – oder lassen Sie sich von unseren Anwendungstechnikern beraten, welches Öl zu Ihrem Fahrzeug oder Ihrer Rennserie passt.',
    'content.about.nextSteps.contact': 'Kontakt aufnehmen',
    'content.about.nextSteps.team': 'Unser Team kennenlernen',

    'content.team.title': 'Unser Team',
    'content.team.description': 'Lernen Sie die Chemiker, Ingenieure und Servicekräfte hinter Rennfeld kennen.',
    'content.team.lead':
      'Die Menschen, die Rennfeld-Schmierstoffe mischen, testen und versenden – und die für Sie da sind, wenn Sie anrufen.',
    'content.team.introTitle': 'Im Fahrerlager entstanden, für die Straße gemacht',
    'content.team.introStory':
      'Rennfeld Motorsport Lubricants begann in der Werkstatt eines Rennteams: Ingenieure wollten Öle, die einen Langstrecken-Stint überstehen und trotzdem den Alltagsmotor auf dem Heimweg zuverlässig schützen.',
    'content.team.introToday':
      'Heute entwickeln unsere Chemiker, Anwendungstechniker und unser Serviceteam jede Rezeptur gemeinsam mit den Teams, die wir beliefern. Ihren Ansprechpartner erreichen Sie direkt hier unten.',
    'content.team.members': 'Teammitglieder',
    'content.team.empty': 'Keine Teammitglieder vorhanden.',
    'content.team.loading': 'Teammitglieder werden geladen\u00a0…',
    'content.team.loadFailed': 'Die Teammitglieder konnten nicht geladen werden.',

    'content.partnership.title': 'Partnerschaften',
    'content.partnership.description': 'Die Rennteams und Rennserien, mit denen Rennfeld zusammenarbeitet.',
    'content.partnership.eyebrow': 'Motorsport',
    'content.partnership.lead':
      'Vom Clubsport bis zur Langstreckenmeisterschaft: die Teams, die auf der Strecke auf Rennfeld vertrauen.',
    'content.partnership.introLab':
      'Der Rennsport ist unser Labor. Unsere Partnerteams fahren Rennfeld-Öle unter Volllast, bei Hitze, Kälte und Regen – und teilen nach jedem Rennwochenende ihre Daten mit unseren Ingenieuren.',
    'content.partnership.introShelf':
      'Was wir dort lernen, fließt direkt in die Produkte im Regal. So profitiert jeder Fahrer von dem, was sich im Grenzbereich bewährt.',
    'content.partnership.partnersTitle': 'Unsere Partner',
    'content.partnership.partners': 'Partner',
    'content.partnership.empty': 'Keine Partnerschaften vorhanden.',
    'content.partnership.homePage': 'Zur Website',
    'content.partnership.homePageOf': 'Zur Website von {partner} (öffnet in neuem Tab)',
    'content.partnership.loading': 'Partnerschaften werden geladen\u00a0…',
    'content.partnership.loadFailed': 'Die Partnerschaften konnten nicht geladen werden.',
    'content.partnership.nextSteps.title': 'Racing mit Rennfeld',
    'content.partnership.nextSteps.text':
      'Sie suchen einen Schmierstoffpartner für Ihr Team oder Ihre Serie? Erzählen Sie uns von Ihrem Programm – unsere Motorsportabteilung meldet sich bei Ihnen.',
    'content.partnership.nextSteps.becomePartner': 'Partner werden',

    'content.news.title': 'News',
    'content.news.description': 'Rennberichte, Produktneuheiten und Neuigkeiten von Rennfeld Motorsport Lubricants.',
    'content.news.eyebrow': 'Rennfeld Newsroom',
    'content.news.lead': 'Rennwochenenden, neue Rezepturen und was unsere Ingenieure auf der Strecke gelernt haben.',
    'content.news.articles': 'News-Artikel',
    'content.news.empty': 'Noch keine News.',
    'content.news.allNews': '← Alle News',
    'content.news.loading': 'News werden geladen\u00a0…',
    'content.news.loadFailed': 'Die News konnten nicht geladen werden.',
    'content.news.loadError': 'Fehler beim Laden der News',
    'content.news.articleLoadFailed': 'Der Artikel konnte nicht geladen werden.',

    'content.catalogue.title': 'Kataloge',
    'content.catalogue.description': 'Die Produktkataloge und Datenblätter von Rennfeld als PDF zum Herunterladen.',
    'content.catalogue.eyebrow': 'Downloads',
    'content.catalogue.lead':
      'Alle Öle, Flüssigkeiten und Fette von Rennfeld mit Spezifikationen, Freigaben und Gebindegrößen.',
    'content.catalogue.introTitle': 'Unsere Kataloge',
    'content.catalogue.intro':
      'Ob Werkstatt, Rennteam oder das eigene Wochenendauto: Unsere Kataloge zeigen das passende Produkt für jeden Motor, jedes Getriebe und jede Jahreszeit. Laden Sie sie als PDF herunter – zum Lesen ohne Internetverbindung oder zum Weitergeben an Ihr Team.',
    'content.catalogue.catalogues': 'Kataloge',
    'content.catalogue.empty': 'Keine Kataloge verfügbar.',
    'content.catalogue.download': 'Download',
    'content.catalogue.downloadOf': 'Download: {catalogue} (PDF, öffnet in neuem Tab)',
    'content.catalogue.loadError': 'Fehler beim Laden der Kataloge',

    'content.concepts.title': 'Konzepte',
    'content.concepts.description':
      'Die Schmierstoffkonzepte hinter den Rennfeld-Produkten – von der Rennstrecke bis in die Werkstatt.',
    'content.concepts.eyebrow': 'Premium-Konzepte',
    'content.concepts.lead':
      'Wie wir Grundöle, Additivpakete und Wechselintervalle darauf abstimmen, wie ein Motor gefahren wird.',
    'content.concepts.categories': 'Konzeptkategorien',
    'content.concepts.empty': 'Keine Konzepte verfügbar',
    'content.concepts.loadFailed': 'Die Konzepte konnten nicht geladen werden.',
    'content.concepts.allConcepts': '← Alle Konzepte',
    'content.concepts.added': 'Hinzugefügt',
    'content.concepts.conceptsOf': 'Konzepte der Kategorie {category}',
    'content.concepts.categoryLoading': 'Konzept wird geladen\u00a0…',
    'content.concepts.categoryLoadError': 'Fehler beim Abrufen der Konzeptkategorie',

    'content.legal.privacyPolicy': 'Datenschutzerklärung',
    'content.legal.terms': 'AGB',
    'content.legal.copyright': 'Urheberrecht',
    'content.legal.imprint': 'Impressum',
    'content.legal.description': '{document} von Rennfeld Motorsport Lubricants.',
    'content.legal.lastUpdated': 'Zuletzt aktualisiert:',
    'content.legal.unavailable': 'Dieses Dokument ist derzeit nicht verfügbar.',
    'content.legal.tryAgainOr': 'Bitte versuchen Sie es später noch einmal oder ',
    'content.legal.contactUs': 'kontaktieren Sie uns',
    'content.imprint.heading': 'Angaben gemäß § 5 DDG',
    'content.imprint.phone': 'Telefon',
    'content.imprint.email': 'E-Mail',
    'content.imprint.managingDirectors': 'Geschäftsführung',
    'content.imprint.registerCourt': 'Registergericht',
    'content.imprint.registerNumber': 'Registernummer',
    'content.imprint.vatId': 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG',
  },
});
