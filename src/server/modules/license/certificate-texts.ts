// The licence certificate's words in the four locales (glossary: en-US "license", en-CA "licence",
// es "licencia para mascotas", fr-CA "permis"). A missing locale falls back to en_US.
import type { LocaleCode } from '../../../domain/locale/locales.js';

export type CertificateTexts = {
  title: string;
  number: string;
  tag: string;
  pet: string;
  species: { DOG: string; CAT: string };
  breed: string;
  unknownBreed: string;
  owner: string;
  term: string;
  status: string;
  statuses: { PENDING_PROOF: string; ACTIVE: string; EXPIRED: string; REVOKED: string };
  issued: string;
  footer: string;
};

const EN_US: CertificateTexts = {
  title: 'Pet License Certificate',
  number: 'License number',
  tag: 'Tag number',
  pet: 'Pet',
  species: { DOG: 'Dog', CAT: 'Cat' },
  breed: 'Breed',
  unknownBreed: 'Unknown',
  owner: 'Owner',
  term: 'Valid',
  status: 'Status',
  statuses: { PENDING_PROOF: 'Awaiting rabies proof', ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' },
  issued: 'Issued',
  footer: 'Keep this certificate with your pet’s records. The tag number is engraved on the license tag.',
};

export const CERTIFICATE_TEXTS: Record<LocaleCode, CertificateTexts> = {
  en_US: EN_US,
  en_CA: {
    ...EN_US,
    title: 'Pet Licence Certificate',
    number: 'Licence number',
    footer: 'Keep this certificate with your pet’s records. The tag number is engraved on the licence tag.',
  },
  es_US: {
    title: 'Certificado de licencia para mascotas',
    number: 'Número de licencia',
    tag: 'Número de placa',
    pet: 'Mascota',
    species: { DOG: 'Perro', CAT: 'Gato' },
    breed: 'Raza',
    unknownBreed: 'Desconocida',
    owner: 'Propietario',
    term: 'Vigencia',
    status: 'Estado',
    statuses: {
      PENDING_PROOF: 'En espera del comprobante de vacunación contra la rabia',
      ACTIVE: 'Activa',
      EXPIRED: 'Vencida',
      REVOKED: 'Revocada',
    },
    issued: 'Emitida',
    footer: 'Guarde este certificado con los registros de su mascota. El número de placa está grabado en la placa.',
  },
  fr_CA: {
    title: 'Certificat de permis d’animal',
    number: 'Numéro de permis',
    tag: 'Numéro de médaille',
    pet: 'Animal',
    species: { DOG: 'Chien', CAT: 'Chat' },
    breed: 'Race',
    unknownBreed: 'Inconnue',
    owner: 'Propriétaire',
    term: 'Validité',
    status: 'Statut',
    statuses: {
      PENDING_PROOF: 'En attente de la preuve de vaccination contre la rage',
      ACTIVE: 'Actif',
      EXPIRED: 'Expiré',
      REVOKED: 'Révoqué',
    },
    issued: 'Délivré',
    footer: 'Conservez ce certificat avec le dossier de votre animal. Le numéro de médaille est gravé sur la médaille.',
  },
};
