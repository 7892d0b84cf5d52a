import type { en } from './en.ts';

/** The staff area's own texts, German. Typed by the English catalogue: the same keys, always. */
export const de: typeof en = {
  rennfeld: {
    title: 'Rennfeld Mitarbeiterbereich',
    login: {
      email: 'E-Mail',
      password: 'Passwort',
      sign_in: 'Anmelden',
      code: 'Code aus Ihrer Authenticator-App',
      recovery_code: 'Wiederherstellungscode',
      use_recovery_code: 'Stattdessen einen Wiederherstellungscode verwenden',
      use_authenticator: 'Stattdessen die Authenticator-App verwenden',
      verify: 'Bestätigen',
      second_factor: 'Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App anzeigt.',
    },
    inbox: {
      handled: 'Erledigt',
      mark_handled: 'Als erledigt markieren',
      mark_unhandled: 'Als unerledigt markieren',
      marked_handled: 'Als erledigt markiert',
      marked_unhandled: 'Als unerledigt markiert',
      search: 'Name, E-Mail, Betreff durchsuchen',
    },
    subscribers: {
      export_csv: 'CSV exportieren',
    },
    staff: {
      reset_password: 'Neues Passwort setzen',
      new_password: 'Neues Passwort',
      password_reset: 'Neues Passwort gesetzt; die Sitzungen der Person sind beendet.',
    },
    content: {
      status_draft: 'Entwurf',
      status_published: 'Veröffentlicht',
      duplicate: 'Duplizieren',
      preview: 'Vorschau',
      preview_hint:
        'Öffnet die Seite im zuletzt gespeicherten Stand in einem neuen Tab, Entwürfe eingeschlossen. Nur angemeldete Mitarbeiter sehen sie.',
      published_at_help: 'Das Datum, das Besucher sehen. Ein veröffentlichter Artikel erscheint ab diesem Zeitpunkt.',
      delete_news: 'Diesen Artikel endgültig löschen? Seine Seite entfällt mit ihm.',
    },
    media: {
      drop_image: 'Bild hierher ziehen oder klicken, um eines auszuwählen (JPEG, PNG oder WebP).',
      drop_pdf: 'Katalog-PDF hierher ziehen oder klicken, um es auszuwählen.',
      uploaded: 'Hochgeladen. Speichern, um es zu verwenden.',
      menu: 'Medien',
      upload: 'Mehrere Dateien hochladen',
      folder: 'In den Ordner',
      drop_many:
        'Bilder hierher ziehen (im Katalogordner auch PDFs) oder klicken, um sie auszuwählen. Bis zu 20 auf einmal.',
      uploaded_many: 'Eine Datei hochgeladen. |||| %{smart_count} Dateien hochgeladen.',
      unused: 'Dateien, die kein Eintrag verwendet',
      find_unused: 'Unbenutzte Dateien suchen',
      unused_help:
        'Eine Datei wird von keinem Eintrag verwendet (Uploads der letzten %{hours} Stunden ausgenommen). |||| %{smart_count} Dateien werden von keinem Eintrag verwendet (Uploads der letzten %{hours} Stunden ausgenommen).',
      remove_unused: 'Diese Dateien entfernen',
      removed: 'Eine Datei entfernt. |||| %{smart_count} Dateien entfernt.',
    },
    categories: {
      delete_confirm:
        'Die Kategorie %{name} löschen? Sie enthält keine Produkte. Ihre Unterkategorie wird mitgelöscht. |||| Die Kategorie %{name} löschen? Sie enthält keine Produkte. Ihre %{smart_count} Unterkategorien werden mitgelöscht.',
      delete_blocked:
        'Diese Kategorie enthält ein Produkt und kann deshalb nicht gelöscht werden. Verschieben oder löschen Sie das Produkt zuerst. |||| Diese Kategorie enthält %{smart_count} Produkte und kann deshalb nicht gelöscht werden. Verschieben oder löschen Sie sie zuerst.',
    },
    products: {
      in_stock: 'Auf Lager',
      out_of_stock: 'Nicht auf Lager',
      delete_confirm: 'Dieses Produkt endgültig löschen? Seine Seite und alle Gebindegrößen entfallen mit ihm.',
    },
    filter_options: {
      delete_confirm: '%{name} löschen? Kein Produkt verwendet den Wert.',
      delete_blocked:
        'Ein Produkt verwendet diesen Wert, daher kann er nicht gelöscht werden. Ändern Sie zuerst das Produkt. |||| %{smart_count} Produkte verwenden diesen Wert, daher kann er nicht gelöscht werden. Ändern Sie sie zuerst.',
      units: { ml: 'Milliliter (ml)', l: 'Liter (l)', g: 'Gramm (g)', kg: 'Kilogramm (kg)' },
      quantity_help:
        'Wie viel ein Gebinde enthält. Daraus folgt der Grundpreis je Liter oder Kilogramm neben jedem Preis.',
    },
    concepts: {
      delete_confirm: 'Diese Konzeptkategorie endgültig löschen? Ihre Seite und ihre Konzepte werden mitgelöscht.',
    },
    company: {
      delete_confirm: 'Diesen Eintrag endgültig löschen? Er verschwindet von seiner Seite.',
    },
    audit: {
      field: 'Feld',
      before: 'Vorher',
      after: 'Nachher',
      no_changes: 'Keine Felder geändert.',
    },
    account: {
      menu: 'Mein Konto',
      change_password: 'Mein Passwort ändern',
      current_password: 'Aktuelles Passwort',
      new_password: 'Neues Passwort (mindestens 12 Zeichen)',
      password_changed: 'Passwort geändert. Ihre anderen Sitzungen sind beendet.',
      two_factor: 'Anmeldung mit zweitem Faktor (TOTP)',
      two_factor_on: 'Die Anmeldung mit zweitem Faktor ist eingeschaltet.',
      two_factor_off: 'Die Anmeldung mit zweitem Faktor ist ausgeschaltet.',
      turn_on: 'Einschalten',
      turn_off: 'Ausschalten',
      scan: 'Scannen Sie den Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein, dann bestätigen Sie mit einem Code.',
      secret: 'Schlüssel',
      recovery_codes: 'Wiederherstellungscodes: sicher aufbewahren. Jeder gilt einmal.',
      confirm: 'Bestätigen',
      confirm_password: 'Ihr Passwort',
    },
  },
  resources: {
    'contact-messages': {
      name: 'Kontaktnachricht |||| Kontaktnachrichten',
      fields: {
        createdAt: 'Eingegangen',
        name: 'Name',
        email: 'E-Mail',
        phone: 'Telefon',
        subject: 'Betreff',
        message: 'Nachricht',
        handled: 'Erledigt',
        handledAt: 'Erledigt am',
      },
    },
    'newsletter-subscribers': {
      name: 'Abonnent |||| Abonnenten',
      fields: { createdAt: 'Angemeldet', name: 'Name', email: 'E-Mail' },
    },
    staff: {
      name: 'Mitarbeiter |||| Mitarbeiter',
      fields: {
        createdAt: 'Seit',
        name: 'Name',
        email: 'E-Mail',
        role: 'Rolle',
        twoFactorEnabled: 'Zweiter Faktor',
        password: 'Erstes Passwort',
      },
    },
    categories: {
      name: 'Kategorie |||| Kategorien',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug (Adresse)',
        description: 'Beschreibung',
        image: 'Bild',
        subCategories: 'Unterkategorien',
        'subCategories.name': 'Name',
        'subCategories.slug': 'Slug',
        productCount: 'Produkte',
      },
    },
    products: {
      name: 'Produkt |||| Produkte',
      fields: {
        name: 'Name',
        slug: 'Slug (Adresse)',
        status: 'Status',
        categoryId: 'Kategorie',
        subCategoryId: 'Unterkategorie',
        image: 'Bild',
        details: 'Produktdetails',
        brandId: 'Marke',
        manufacturerId: 'Hersteller',
        viscosityId: 'Viskosität',
        specificationAreaId: 'Spezifikationsbereich',
        position: 'Position in der Kategorie',
        variants: 'Gebindegrößen',
        'variants.containerSizeId': 'Größe',
        'variants.price': 'Preis (EUR)',
        'variants.stockStatus': 'Lager',
        'variants.productNumber': 'Artikelnummer',
        minPrice: 'Ab',
        updatedAt: 'Zuletzt geändert',
        q: 'Suche',
      },
    },
    brands: {
      name: 'Marke |||| Marken',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug',
        productCount: 'Produkte',
      },
    },
    manufacturers: {
      name: 'Hersteller |||| Hersteller',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug',
        productCount: 'Produkte',
      },
    },
    viscosities: {
      name: 'Viskosität |||| Viskositäten',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug',
        productCount: 'Produkte',
      },
    },
    'specification-areas': {
      name: 'Spezifikationsbereich |||| Spezifikationsbereiche',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug',
        productCount: 'Produkte',
      },
    },
    'container-sizes': {
      name: 'Gebindegröße |||| Gebindegrößen',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug',
        productCount: 'Produkte',
        quantity: 'Menge',
        unit: 'Einheit',
      },
    },
    news: {
      name: 'Nachricht |||| Nachrichten',
      fields: {
        name: 'Titel',
        slug: 'Slug (Adresse)',
        image: 'Bild',
        shortDescription: 'Kurzbeschreibung',
        longDescription: 'Artikel',
        status: 'Status',
        publishedAt: 'Veröffentlichungsdatum',
        updatedAt: 'Zuletzt geändert',
        q: 'Suche',
      },
    },
    'team-members': {
      name: 'Teammitglied |||| Team',
      fields: {
        position: 'Position',
        name: 'Name',
        department: 'Abteilung',
        email: 'E-Mail',
        phone: 'Telefon',
        image: 'Foto',
      },
    },
    partnerships: {
      name: 'Partnerschaft |||| Partnerschaften',
      fields: {
        position: 'Position',
        name: 'Partner',
        partnerDetail: 'Beschreibung',
        link: 'Webadresse',
        image: 'Logo',
      },
    },
    'about-blocks': {
      name: 'Unternehmensabschnitt |||| Über das Unternehmen',
      fields: {
        position: 'Position',
        image: 'Bild',
        description: 'Text',
      },
    },
    'concept-categories': {
      name: 'Konzeptkategorie |||| Konzepte',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug (Adresse)',
        image: 'Bild',
        shortDescription: 'Kurzbeschreibung',
        status: 'Status',
        concepts: 'Konzepte',
        q: 'Suche',
      },
    },
    catalogues: {
      name: 'Katalog |||| Kataloge',
      fields: {
        position: 'Position',
        name: 'Name',
        slug: 'Slug',
        image: 'Titelbild',
        pdf: 'PDF',
        status: 'Status',
      },
    },
    'legal-documents': {
      name: 'Rechtstext |||| Rechtstexte',
      fields: {
        title: 'Dokument',
        description: 'Text',
        updatedAt: 'Zuletzt geändert',
      },
    },
    'audit-events': {
      name: 'Protokolleintrag |||| Protokoll',
      fields: {
        at: 'Wann',
        actorEmail: 'Wer',
        action: 'Was',
        targetType: 'Art des Eintrags',
        targetId: 'Eintrag',
        ipAddress: 'Von Adresse',
      },
    },
  },
};
