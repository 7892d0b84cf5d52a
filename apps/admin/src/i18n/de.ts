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
