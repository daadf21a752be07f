// spec §3 PetTrackingDeviceAddToOrderContext texts, §9 default texts, in each locale (decision 0402).
// en_CA falls back to en_US (no Canadian wording differs here), like the catalogs.
import type { LocalizedText } from '../../../domain/store/catalog.js';

export type TrackerTextKey =
  | 'startNewOrderItemButtonText'
  | 'continueButtonText'
  | 'deleteOrderItemButtonText'
  | 'submitNewOrderItemFormButtonText'
  | 'cancelNewOrderItemButtonText'
  | 'stepOneText'
  | 'stepTwoText'
  | 'selectPetText'
  | 'selectSubscriptionText'
  | 'selectPetPlaceholder';

export const TRACKER_TEXTS: Record<TrackerTextKey, LocalizedText> = {
  // spec §9: "Add another Smart Tracker", "View Basket & Checkout", "Remove", "Add to Basket", "Cancel"
  startNewOrderItemButtonText: {
    en_US: 'Add another Smart Tracker',
    es_US: 'Agregar otro localizador inteligente',
    fr_CA: 'Ajouter un autre traceur intelligent',
  },
  continueButtonText: {
    en_US: 'View Basket & Checkout',
    es_US: 'Ver carrito y pagar',
    fr_CA: 'Voir le panier et payer',
  },
  deleteOrderItemButtonText: { en_US: 'Remove', es_US: 'Quitar', fr_CA: 'Retirer' },
  submitNewOrderItemFormButtonText: {
    en_US: 'Add to Basket',
    es_US: 'Agregar al carrito',
    fr_CA: 'Ajouter au panier',
  },
  cancelNewOrderItemButtonText: { en_US: 'Cancel', es_US: 'Cancelar', fr_CA: 'Annuler' },
  stepOneText: {
    en_US: 'Step 1: Which pet is it for?',
    es_US: 'Paso 1: ¿Para qué mascota es?',
    fr_CA: 'Étape 1\u00a0: pour quel animal?',
  },
  stepTwoText: {
    en_US: 'Step 2: Choose a subscription',
    es_US: 'Paso 2: Elija una suscripción',
    fr_CA: 'Étape 2\u00a0: choisissez un abonnement',
  },
  // spec §5: the required messages of the form (the same words as validation.tracker.*)
  selectPetText: {
    en_US: 'Please select a pet.',
    es_US: 'Seleccione una mascota.',
    fr_CA: 'Veuillez sélectionner un animal.',
  },
  selectSubscriptionText: {
    en_US: 'Please choose a subscription.',
    es_US: 'Elija una suscripción.',
    fr_CA: 'Veuillez choisir un abonnement.',
  },
  // spec §2.18: the first pet option
  selectPetPlaceholder: {
    en_US: 'Select Pet Name',
    es_US: 'Seleccione el nombre de la mascota',
    fr_CA: 'Sélectionnez le nom de l’animal',
  },
};
