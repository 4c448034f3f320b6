import { LANGUAGES, type LanguageCode } from '@das/shared/languages';

/**
 * The words of the account e-mails in each of the ten languages (ADR 022). They
 * live beside the code that sends them, not in the web's translation files: the
 * server sends mail without the web build, and the record type makes a missing
 * language or text a type error. The register follows each language's
 * translation file (Sie, vous, usted, Lei, u, vy; Ty in Polish).
 */
export interface EmailTexts {
  greeting: (name: string) => string;
  verification: {
    subject: (product: string) => string;
    lines: (to: string, product: string) => string[];
    action: string;
  };
  magicLink: {
    subject: (product: string) => string;
    lines: string[];
    action: (product: string) => string;
  };
  passwordReset: { subject: (product: string) => string; lines: string[]; action: string };
  invitation: {
    subject: (store: string, product: string) => string;
    lines: (store: string, product: string, hours: string) => string[];
    action: string;
  };
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export const localeOf = (language: LanguageCode) =>
  LANGUAGES.find((candidate) => candidate.code === language)?.locale ?? language;

/** "72 hours" with the noun in the form the language's plural rules pick for the number. */
export function countOf(language: LanguageCode, count: number, forms: PluralForms): string {
  const rule = new Intl.PluralRules(localeOf(language)).select(count);
  return `${count} ${forms[rule] ?? forms.other}`;
}

export const HOUR_WORDS: Record<LanguageCode, PluralForms> = {
  en: { one: 'hour', other: 'hours' },
  es: { one: 'hora', other: 'horas' },
  fr: { one: 'heure', other: 'heures' },
  de: { one: 'Stunde', other: 'Stunden' },
  // "za 1 hodinu, za 2 hodiny, za 5 hodin" (accusative after "za").
  cs: { one: 'hodinu', few: 'hodiny', many: 'hodiny', other: 'hodin' },
  it: { one: 'ora', other: 'ore' },
  // "przez 1 godzinę, 2 godziny, 5 godzin" (accusative after "przez").
  pl: { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' },
  pt: { one: 'hora', other: 'horas' },
  nl: { one: 'uur', other: 'uur' },
  gr: { one: 'ώρα', other: 'ώρες' },
};

export const EMAIL_TEXTS: Record<LanguageCode, EmailTexts> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    verification: {
      subject: (p) => `Verify your ${p} e-mail address`,
      lines: (to, p) => [
        `Please confirm that ${to} is your e-mail address to finish setting up your ${p} account.`,
      ],
      action: 'Verify e-mail address',
    },
    magicLink: {
      subject: (p) => `Your ${p} sign-in link`,
      lines: [
        'Use this link to sign in. It works once and expires in 10 minutes.',
        'If you did not ask for it, you can ignore this e-mail.',
      ],
      action: (p) => `Sign in to ${p}`,
    },
    passwordReset: {
      subject: (p) => `Reset your ${p} password`,
      lines: [
        'Someone asked to reset the password of this account. The link expires in one hour.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    invitation: {
      subject: (store, p) => `You are invited to ${store} on ${p}`,
      lines: (store, p, hours) => [
        `${store} has added you to ${p}. Choose your password to sign in.`,
        `The link works once and expires in ${hours}.`,
      ],
      action: 'Choose your password',
    },
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    verification: {
      subject: (p) => `Verifique su dirección de correo electrónico de ${p}`,
      lines: (to, p) => [
        `Confirme que ${to} es su dirección de correo electrónico para terminar de configurar su cuenta de ${p}.`,
      ],
      action: 'Verificar dirección de correo',
    },
    magicLink: {
      subject: (p) => `Su enlace de acceso a ${p}`,
      lines: [
        'Use este enlace para iniciar sesión. Funciona una sola vez y caduca en 10 minutos.',
        'Si no lo ha solicitado, puede ignorar este correo.',
      ],
      action: (p) => `Iniciar sesión en ${p}`,
    },
    passwordReset: {
      subject: (p) => `Restablezca su contraseña de ${p}`,
      lines: [
        'Alguien ha solicitado restablecer la contraseña de esta cuenta. El enlace caduca en una hora.',
        'Si no ha sido usted, ignore este correo: su contraseña no cambiará.',
      ],
      action: 'Elegir una contraseña nueva',
    },
    invitation: {
      subject: (store, p) => `${store} le invita a ${p}`,
      lines: (store, p, hours) => [
        `${store} le ha añadido a ${p}. Elija su contraseña para iniciar sesión.`,
        `El enlace funciona una sola vez y caduca en ${hours}.`,
      ],
      action: 'Elegir su contraseña',
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    verification: {
      subject: (p) => `Vérifiez votre adresse e-mail ${p}`,
      lines: (to, p) => [
        `Veuillez confirmer que ${to} est bien votre adresse e-mail pour terminer la configuration de votre compte ${p}.`,
      ],
      action: 'Vérifier l’adresse e-mail',
    },
    magicLink: {
      subject: (p) => `Votre lien de connexion à ${p}`,
      lines: [
        'Utilisez ce lien pour vous connecter. Il ne fonctionne qu’une fois et expire dans 10 minutes.',
        'Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
      ],
      action: (p) => `Se connecter à ${p}`,
    },
    passwordReset: {
      subject: (p) => `Réinitialisez votre mot de passe ${p}`,
      lines: [
        'Quelqu’un a demandé la réinitialisation du mot de passe de ce compte. Le lien expire dans une heure.',
        'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    invitation: {
      subject: (store, p) => `${store} vous invite sur ${p}`,
      lines: (store, p, hours) => [
        `${store} vous a ouvert un compte ${p}. Choisissez votre mot de passe pour vous connecter.`,
        `Le lien ne fonctionne qu’une fois et expire dans ${hours}.`,
      ],
      action: 'Choisir votre mot de passe',
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    verification: {
      subject: (p) => `Bestätigen Sie Ihre E-Mail-Adresse für ${p}`,
      lines: (to, p) => [
        `Bitte bestätigen Sie, dass ${to} Ihre E-Mail-Adresse ist, um die Einrichtung Ihres ${p}-Kontos abzuschließen.`,
      ],
      action: 'E-Mail-Adresse bestätigen',
    },
    magicLink: {
      subject: (p) => `Ihr Anmeldelink für ${p}`,
      lines: [
        'Melden Sie sich mit diesem Link an. Er funktioniert einmal und läuft in 10 Minuten ab.',
        'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ],
      action: (p) => `Bei ${p} anmelden`,
    },
    passwordReset: {
      subject: (p) => `Setzen Sie Ihr ${p}-Passwort zurück`,
      lines: [
        'Jemand hat angefordert, das Passwort dieses Kontos zurückzusetzen. Der Link läuft in einer Stunde ab.',
        'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort wählen',
    },
    invitation: {
      subject: (store, p) => `Einladung von ${store} zu ${p}`,
      lines: (store, p, hours) => [
        `${store} hat Sie zu ${p} hinzugefügt. Wählen Sie Ihr Passwort, um sich anzumelden.`,
        `Der Link funktioniert einmal und läuft in ${hours} ab.`,
      ],
      action: 'Passwort wählen',
    },
  },
  cs: {
    greeting: (name) => `Dobrý den, ${name},`,
    verification: {
      subject: (p) => `Ověřte svou e-mailovou adresu pro ${p}`,
      lines: (to, p) => [
        `Potvrďte prosím, že ${to} je vaše e-mailová adresa, a dokončete tak nastavení účtu ${p}.`,
      ],
      action: 'Ověřit e-mailovou adresu',
    },
    magicLink: {
      subject: (p) => `Váš přihlašovací odkaz do ${p}`,
      lines: [
        'Tímto odkazem se přihlásíte. Funguje jednou a jeho platnost vyprší za 10 minut.',
        'Pokud jste o něj nežádali, můžete tento e-mail ignorovat.',
      ],
      action: (p) => `Přihlásit se do ${p}`,
    },
    passwordReset: {
      subject: (p) => `Obnovení hesla k ${p}`,
      lines: [
        'Někdo požádal o obnovení hesla k tomuto účtu. Platnost odkazu vyprší za hodinu.',
        'Pokud jste to nebyli vy, tento e-mail ignorujte: vaše heslo zůstane beze změny.',
      ],
      action: 'Zvolit nové heslo',
    },
    invitation: {
      subject: (store, p) => `Pozvánka do ${p}: ${store}`,
      lines: (store, p, hours) => [
        `${store} vám založil účet v ${p}. Pro přihlášení si zvolte heslo.`,
        `Odkaz funguje jednou a jeho platnost vyprší za ${hours}.`,
      ],
      action: 'Zvolit heslo',
    },
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    verification: {
      subject: (p) => `Verifichi il suo indirizzo e-mail di ${p}`,
      lines: (to, p) => [
        `Confermi che ${to} è il suo indirizzo e-mail per completare la configurazione del suo account ${p}.`,
      ],
      action: 'Verifica indirizzo e-mail',
    },
    magicLink: {
      subject: (p) => `Il suo link di accesso a ${p}`,
      lines: [
        'Usi questo link per accedere. Funziona una sola volta e scade tra 10 minuti.',
        'Se non l’ha richiesto, può ignorare questa e-mail.',
      ],
      action: (p) => `Accedi a ${p}`,
    },
    passwordReset: {
      subject: (p) => `Reimposti la password di ${p}`,
      lines: [
        'Qualcuno ha chiesto di reimpostare la password di questo account. Il link scade tra un’ora.',
        'Se non è stato lei, ignori questa e-mail: la sua password resta invariata.',
      ],
      action: 'Scegli una nuova password',
    },
    invitation: {
      subject: (store, p) => `Invito di ${store} su ${p}`,
      lines: (store, p, hours) => [
        `${store} le ha creato un account su ${p}. Scelga la sua password per accedere.`,
        `Il link funziona una sola volta e scade tra ${hours}.`,
      ],
      action: 'Scegli la password',
    },
  },
  pl: {
    greeting: (name) => `Dzień dobry, ${name}!`,
    verification: {
      subject: (p) => `Potwierdź swój adres e-mail w ${p}`,
      lines: (to, p) => [
        `Potwierdź, że ${to} to Twój adres e-mail, aby dokończyć konfigurację konta ${p}.`,
      ],
      action: 'Potwierdź adres e-mail',
    },
    magicLink: {
      subject: (p) => `Twój link do logowania w ${p}`,
      lines: [
        'Użyj tego linku, aby się zalogować. Działa jeden raz i wygasa po 10 minutach.',
        'Jeśli to nie Ty o niego prosisz, zignoruj tę wiadomość.',
      ],
      action: (p) => `Zaloguj się do ${p}`,
    },
    passwordReset: {
      subject: (p) => `Zresetuj hasło do ${p}`,
      lines: [
        'Ktoś poprosił o zresetowanie hasła do tego konta. Link wygasa po godzinie.',
        'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
      ],
      action: 'Ustaw nowe hasło',
    },
    invitation: {
      subject: (store, p) => `Zaproszenie do ${p}: ${store}`,
      lines: (store, p, hours) => [
        `Salon ${store} założył Ci konto w ${p}. Ustaw hasło, aby się zalogować.`,
        `Link działa jeden raz i jest ważny przez ${hours}.`,
      ],
      action: 'Ustaw hasło',
    },
  },
  pt: {
    greeting: (name) => `Olá ${name},`,
    verification: {
      subject: (p) => `Confirme o seu endereço de e-mail do ${p}`,
      lines: (to, p) => [
        `Confirme que ${to} é o seu endereço de e-mail para concluir a configuração da sua conta ${p}.`,
      ],
      action: 'Confirmar endereço de e-mail',
    },
    magicLink: {
      subject: (p) => `A sua ligação de início de sessão no ${p}`,
      lines: [
        'Utilize esta ligação para iniciar sessão. Funciona uma única vez e expira dentro de 10 minutos.',
        'Se não a pediu, pode ignorar este e-mail.',
      ],
      action: (p) => `Iniciar sessão no ${p}`,
    },
    passwordReset: {
      subject: (p) => `Redefina a sua palavra-passe do ${p}`,
      lines: [
        'Alguém pediu para redefinir a palavra-passe desta conta. A ligação expira dentro de uma hora.',
        'Se não foi o próprio, ignore este e-mail: a sua palavra-passe mantém-se.',
      ],
      action: 'Escolher uma nova palavra-passe',
    },
    invitation: {
      subject: (store, p) => `Convite de ${store} para o ${p}`,
      lines: (store, p, hours) => [
        `${store} criou uma conta para si no ${p}. Escolha a sua palavra-passe para iniciar sessão.`,
        `A ligação funciona uma única vez e expira dentro de ${hours}.`,
      ],
      action: 'Escolher a sua palavra-passe',
    },
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    verification: {
      subject: (p) => `Bevestig uw e-mailadres voor ${p}`,
      lines: (to, p) => [
        `Bevestig dat ${to} uw e-mailadres is om het instellen van uw ${p}-account af te ronden.`,
      ],
      action: 'E-mailadres bevestigen',
    },
    magicLink: {
      subject: (p) => `Uw inloglink voor ${p}`,
      lines: [
        'Gebruik deze link om in te loggen. Hij werkt één keer en verloopt over 10 minuten.',
        'Heeft u hier niet om gevraagd? Dan kunt u deze e-mail negeren.',
      ],
      action: (p) => `Inloggen bij ${p}`,
    },
    passwordReset: {
      subject: (p) => `Stel uw ${p}-wachtwoord opnieuw in`,
      lines: [
        'Iemand heeft gevraagd het wachtwoord van dit account opnieuw in te stellen. De link verloopt over een uur.',
        'Was u dit niet? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
      ],
      action: 'Nieuw wachtwoord kiezen',
    },
    invitation: {
      subject: (store, p) => `Uitnodiging van ${store} voor ${p}`,
      lines: (store, p, hours) => [
        `${store} heeft u toegevoegd aan ${p}. Kies uw wachtwoord om in te loggen.`,
        `De link werkt één keer en verloopt over ${hours}.`,
      ],
      action: 'Wachtwoord kiezen',
    },
  },
  gr: {
    greeting: (name) => `Γεια σας ${name},`,
    verification: {
      subject: (p) => `Επιβεβαιώστε τη διεύθυνση email σας στο ${p}`,
      lines: (to, p) => [
        `Επιβεβαιώστε ότι η διεύθυνση ${to} είναι δική σας για να ολοκληρώσετε τη ρύθμιση του λογαριασμού σας στο ${p}.`,
      ],
      action: 'Επιβεβαίωση διεύθυνσης email',
    },
    magicLink: {
      subject: (p) => `Ο σύνδεσμος σύνδεσής σας στο ${p}`,
      lines: [
        'Χρησιμοποιήστε αυτόν τον σύνδεσμο για να συνδεθείτε. Λειτουργεί μία φορά και λήγει σε 10 λεπτά.',
        'Αν δεν τον ζητήσατε, μπορείτε να αγνοήσετε αυτό το email.',
      ],
      action: (p) => `Σύνδεση στο ${p}`,
    },
    passwordReset: {
      subject: (p) => `Επαναφορά κωδικού πρόσβασης στο ${p}`,
      lines: [
        'Κάποιος ζήτησε επαναφορά του κωδικού πρόσβασης αυτού του λογαριασμού. Ο σύνδεσμος λήγει σε μία ώρα.',
        'Αν δεν ήσασταν εσείς, αγνοήστε αυτό το email: ο κωδικός σας παραμένει ως έχει.',
      ],
      action: 'Επιλογή νέου κωδικού πρόσβασης',
    },
    invitation: {
      subject: (store, p) => `Πρόσκληση από ${store} στο ${p}`,
      lines: (store, p, hours) => [
        `Η αντιπροσωπεία ${store} σας δημιούργησε λογαριασμό στο ${p}. Επιλέξτε κωδικό πρόσβασης για να συνδεθείτε.`,
        `Ο σύνδεσμος λειτουργεί μία φορά και λήγει σε ${hours}.`,
      ],
      action: 'Επιλογή κωδικού πρόσβασης',
    },
  },
};
