// The smart tracker's subscription plans (decision 0402): monthly, yearly and two-yearly, the device
// included, priced per country (USD, CAD). A plan is a SMART_TRACKER product with plan attributes; the
// tracker block sells it for a pet, and savePercent is worked out from the prices.
import type { AppServices } from '../app-services.js';
import { addProducts, type ProductDefinition } from '../modules/store/catalog.service.js';

const DESCRIPTION = {
  en_US: 'The Smart Tracker with its subscription: live location in the app, the device included.',
  es_US:
    'El localizador inteligente con su suscripción: ubicación en tiempo real en la aplicación, el dispositivo incluido.',
  fr_CA: 'Le traceur intelligent avec son abonnement\u00a0: position en direct dans l’application, l’appareil compris.',
};

// white on these backgrounds is above 4.5:1 (WCAG AA)
const MOST_POPULAR = {
  text: { en_US: 'Most popular', es_US: 'El más popular', fr_CA: 'Le plus populaire' },
  color: '#ffffff',
  backgroundColor: '#1e5aa8',
};
const BEST_VALUE = {
  text: { en_US: 'Best value', es_US: 'Mejor precio', fr_CA: 'Meilleur rapport qualité-prix' },
  color: '#ffffff',
  backgroundColor: '#2e6b30',
};
const FREE_SHIPPING = {
  text: { en_US: 'Free shipping', es_US: 'Envío gratis', fr_CA: 'Livraison gratuite' },
  color: '#1d1d1d',
  backgroundColor: '#f3d77a',
};

export const DEMO_TRACKER_PLANS: ProductDefinition[] = [
  {
    slug: 'smart-tracker-monthly',
    category: 'SMART_TRACKER',
    name: {
      en_US: 'Smart Tracker – Monthly plan',
      es_US: 'Localizador inteligente – Plan mensual',
      fr_CA: 'Traceur intelligent – Forfait mensuel',
    },
    description: DESCRIPTION,
    imageKey: 'smart-tracker',
    position: 100,
    plan: {
      interval: 'MONTHLY',
      label: { en_US: 'Monthly', es_US: 'Mensual', fr_CA: 'Mensuel' },
      billed: {
        en_US: 'Billed {{price}} every month',
        es_US: 'Se factura {{price}} cada mes',
        fr_CA: 'Facturé {{price}} chaque mois',
      },
      extras: [],
    },
    prices: { US: 999, CA: 1299 },
  },
  {
    slug: 'smart-tracker-yearly',
    category: 'SMART_TRACKER',
    name: {
      en_US: 'Smart Tracker – Yearly plan',
      es_US: 'Localizador inteligente – Plan anual',
      fr_CA: 'Traceur intelligent – Forfait annuel',
    },
    description: DESCRIPTION,
    imageKey: 'smart-tracker',
    position: 101,
    plan: {
      interval: 'YEARLY',
      label: { en_US: 'Yearly', es_US: 'Anual', fr_CA: 'Annuel' },
      billed: {
        en_US: 'Billed {{price}} every year',
        es_US: 'Se factura {{price}} cada año',
        fr_CA: 'Facturé {{price}} chaque année',
      },
      extras: [MOST_POPULAR],
    },
    // $7.99 and $10.39 a month: 20 % off the monthly plan
    prices: { US: 9588, CA: 12468 },
  },
  {
    slug: 'smart-tracker-two-yearly',
    category: 'SMART_TRACKER',
    name: {
      en_US: 'Smart Tracker – 2-year plan',
      es_US: 'Localizador inteligente – Plan de 2 años',
      fr_CA: 'Traceur intelligent – Forfait de 2 ans',
    },
    description: DESCRIPTION,
    imageKey: 'smart-tracker',
    position: 102,
    plan: {
      interval: 'TWO_YEARLY',
      label: { en_US: 'Every 2 years', es_US: 'Cada 2 años', fr_CA: 'Tous les 2 ans' },
      billed: {
        en_US: 'Billed {{price}} every 2 years',
        es_US: 'Se factura {{price}} cada 2 años',
        fr_CA: 'Facturé {{price}} tous les 2 ans',
      },
      extras: [BEST_VALUE, FREE_SHIPPING],
    },
    // $6.99 and $9.09 a month: 30 % off the monthly plan
    prices: { US: 16776, CA: 21816 },
  },
];

export function seedDemoTrackerPlans(services: AppServices) {
  return addProducts(services, { input: DEMO_TRACKER_PLANS });
}
