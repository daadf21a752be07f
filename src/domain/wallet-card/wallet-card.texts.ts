// Decision 0804: the words printed on a wallet card — each placeholder's label and each side's title —
// in the owner's language. They are part of the card's composition, which the server makes as the
// designer's preview does (composeWalletCard), so they live here rather than in a web catalog.
import type { LocaleCode } from '../locale/locales.js';

/** A placeholder's `labelName` → its printed label. */
export type WalletCardLabels = Record<
  'header' | 'photo' | 'temperament' | 'color' | 'qrCode' | 'emergencyContactTwoName' | 'emergencyContactTwoPhone',
  string
>;

const EN_US: WalletCardLabels = {
  header: 'PET ID',
  photo: 'Photo',
  temperament: 'TEMPERAMENT',
  color: 'COLOR',
  qrCode: 'Scan if I am lost',
  emergencyContactTwoName: 'EMERGENCY CONTACT',
  emergencyContactTwoPhone: 'PHONE',
};

const LABELS: Record<LocaleCode, WalletCardLabels> = {
  en_US: EN_US,
  en_CA: { ...EN_US, color: 'COLOUR' },
  es_US: {
    header: 'IDENTIFICACIÓN',
    photo: 'Foto',
    temperament: 'TEMPERAMENTO',
    color: 'COLOR',
    qrCode: 'Escanee si me pierdo',
    emergencyContactTwoName: 'CONTACTO DE EMERGENCIA',
    emergencyContactTwoPhone: 'TELÉFONO',
  },
  fr_CA: {
    header: 'IDENTIFICATION',
    photo: 'Photo',
    temperament: 'TEMPÉRAMENT',
    color: 'COULEUR',
    qrCode: 'Numérisez pour me ramener',
    emergencyContactTwoName: 'EN CAS D’URGENCE',
    emergencyContactTwoPhone: 'TÉLÉPHONE',
  },
};

const TITLES: Record<LocaleCode, { front: (name: string) => string; back: (name: string) => string }> = {
  en_US: { front: (name) => `Front of ${name}’s wallet card`, back: (name) => `Back of ${name}’s wallet card` },
  en_CA: { front: (name) => `Front of ${name}’s wallet card`, back: (name) => `Back of ${name}’s wallet card` },
  es_US: {
    front: (name) => `Frente de la tarjeta para la billetera de ${name}`,
    back: (name) => `Reverso de la tarjeta para la billetera de ${name}`,
  },
  fr_CA: {
    front: (name) => `Recto de la carte portefeuille de ${name}`,
    back: (name) => `Verso de la carte portefeuille de ${name}`,
  },
};

/** The printed label of a placeholder (its `labelName`) in `locale`; '' for a name no design uses. */
export function walletCardLabel(locale: LocaleCode, labelName: string): string {
  return (LABELS[locale] as Record<string, string>)[labelName] ?? '';
}

/** The accessible names of the card's two sides (the SVGs' <title>, the preview's alternative text). */
export function walletCardTitles(locale: LocaleCode, petName: string): { front: string; back: string } {
  const titles = TITLES[locale];
  return { front: titles.front(petName), back: titles.back(petName) };
}
