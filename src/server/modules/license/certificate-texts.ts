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
  /** issue 38 D36 (decision 0507): the rabies vaccination, the seal, the signature line and the contact */
  rabiesHeading: string;
  vaccinationValidUntil: string;
  vaccinationExpiredOn: string;
  proof: string;
  proofVerified: (date: string | null) => string;
  proofVerifiedExpired: (date: string | null) => string;
  proofNotRequired: (jurisdiction: string) => string;
  proofNotOnFile: string;
  /** the lower arc of the drawn seal, under the jurisdiction's name */
  sealWords: string;
  signature: string;
  contactHeading: string;
  phone: string;
  email: string;
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
  rabiesHeading: 'Rabies vaccination',
  vaccinationValidUntil: 'Vaccination valid until',
  vaccinationExpiredOn: 'Vaccination expired on',
  proof: 'Rabies proof',
  proofVerified: (date) => (date ? `Verified by staff on ${date}` : 'Verified by staff'),
  proofVerifiedExpired: (date) =>
    date ? `Verified by staff on ${date}; a new vaccination is due` : 'Verified by staff; a new vaccination is due',
  proofNotRequired: (jurisdiction) => `Not required for this pet by ${jurisdiction}`,
  proofNotOnFile: 'No verified proof on file',
  sealWords: 'Pet licensing',
  signature: 'For the issuing authority',
  contactHeading: 'Questions about this license?',
  phone: 'Phone',
  email: 'Email',
};

export const CERTIFICATE_TEXTS: Record<LocaleCode, CertificateTexts> = {
  en_US: EN_US,
  en_CA: {
    ...EN_US,
    title: 'Pet Licence Certificate',
    number: 'Licence number',
    footer: 'Keep this certificate with your pet’s records. The tag number is engraved on the licence tag.',
    contactHeading: 'Questions about this licence?',
  },
  es_US: {
    title: 'Certificado de licencia para mascotas',
    number: 'Número de licencia',
    tag: 'Número de placa',
    pet: 'Mascota',
    species: { DOG: 'Perro', CAT: 'Gato' },
    breed: 'Raza',
    unknownBreed: 'Desconocida',
    owner: 'Dueño',
    term: 'Período',
    status: 'Estado',
    statuses: {
      PENDING_PROOF: 'En espera del comprobante de vacunación contra la rabia',
      ACTIVE: 'Activa',
      EXPIRED: 'Vencida',
      REVOKED: 'Revocada',
    },
    issued: 'Emitida',
    footer: 'Guarde este certificado con los documentos de su mascota. El número de placa está grabado en la placa.',
    rabiesHeading: 'Vacunación contra la rabia',
    vaccinationValidUntil: 'Vacuna vigente hasta',
    vaccinationExpiredOn: 'Vacuna vencida el',
    proof: 'Comprobante de vacunación',
    proofVerified: (date) => (date ? `Verificado por el personal el ${date}` : 'Verificado por el personal'),
    proofVerifiedExpired: (date) =>
      date
        ? `Verificado por el personal el ${date}; se necesita una nueva vacuna`
        : 'Verificado por el personal; se necesita una nueva vacuna',
    proofNotRequired: (jurisdiction) => `${jurisdiction} no lo exige para esta mascota`,
    proofNotOnFile: 'No hay un comprobante verificado en el expediente',
    sealWords: 'Licencias para mascotas',
    signature: 'Por la autoridad emisora',
    contactHeading: '¿Tiene preguntas sobre esta licencia?',
    phone: 'Teléfono',
    email: 'Correo electrónico',
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
    rabiesHeading: 'Vaccination contre la rage',
    vaccinationValidUntil: 'Vaccin valide jusqu’au',
    vaccinationExpiredOn: 'Vaccin expiré le',
    proof: 'Preuve de vaccination',
    proofVerified: (date) => (date ? `Vérifiée par le personnel le ${date}` : 'Vérifiée par le personnel'),
    proofVerifiedExpired: (date) =>
      date
        ? `Vérifiée par le personnel le ${date}; un nouveau vaccin est requis`
        : 'Vérifiée par le personnel; un nouveau vaccin est requis',
    proofNotRequired: (jurisdiction) => `${jurisdiction} ne l’exige pas pour cet animal`,
    proofNotOnFile: 'Aucune preuve vérifiée au dossier',
    sealWords: 'Permis d’animaux',
    signature: 'Pour l’autorité émettrice',
    contactHeading: 'Des questions sur ce permis?',
    phone: 'Téléphone',
    email: 'Courriel',
  },
};
