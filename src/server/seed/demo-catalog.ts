// The demo store (decision 0401): tags, a smart tracker, wallet cards and collars, priced in USD on US
// sites and CAD on Canadian ones. The maple-leaf tag is sold in Canada only (a product of the other
// country), as a real catalog would have.
import type { AppServices } from '../app-services.js';
import type { ProductOption } from '../../domain/store/catalog.js';
import { addProducts, type ProductDefinition } from '../modules/store/catalog.service.js';

/** The designs and colours most tags come in (a fresh copy for each tag). */
const allTagOptions = (): ProductOption[] => [
  { kind: 'design', values: ['classic', 'paw-print', 'stars'] },
  { kind: 'color', values: ['silver', 'gold', 'red', 'blue', 'pink'] },
];

/** A tag: engraved with the pet's name and the owner's phone number. */
const tag = (product: Omit<ProductDefinition, 'category' | 'engraved'>): ProductDefinition => ({
  ...product,
  category: 'TAG',
  engraved: true,
});

export const DEMO_PRODUCTS: ProductDefinition[] = [
  tag({
    slug: 'bone-id-tag',
    name: {
      en_US: 'Bone ID tag',
      es_US: 'Placa de identificación en forma de hueso',
      fr_CA: 'Médaille d’identité en forme d’os',
    },
    description: {
      en_US: 'A classic bone-shaped aluminum tag, engraved with your pet’s name and your phone number.',
      en_CA: 'A classic bone-shaped aluminium tag, engraved with your pet’s name and your phone number.',
      es_US:
        'Una placa clásica de aluminio en forma de hueso, grabada con el nombre de su mascota y su número de teléfono.',
      fr_CA:
        'Une médaille classique en aluminium en forme d’os, gravée du nom de votre animal et de votre numéro de téléphone.',
    },
    imageKey: 'tag-bone',
    options: allTagOptions(),
    prices: { US: 1499, CA: 1899 },
  }),
  tag({
    slug: 'round-id-tag',
    name: { en_US: 'Round ID tag', es_US: 'Placa de identificación redonda', fr_CA: 'Médaille d’identité ronde' },
    description: {
      en_US: 'A light round tag that stays quiet on the collar, engraved on one side.',
      es_US: 'Una placa redonda y ligera que no hace ruido en el collar, grabada por un lado.',
      fr_CA: 'Une médaille ronde et légère qui reste silencieuse sur le collier, gravée d’un côté.',
    },
    imageKey: 'tag-round',
    options: allTagOptions(),
    prices: { US: 1299, CA: 1699 },
  }),
  tag({
    slug: 'heart-id-tag',
    name: {
      en_US: 'Heart ID tag',
      es_US: 'Placa de identificación en forma de corazón',
      fr_CA: 'Médaille d’identité en forme de cœur',
    },
    description: {
      en_US: 'A heart-shaped tag for small dogs and cats, engraved with two lines.',
      es_US: 'Una placa en forma de corazón para perros pequeños y gatos, grabada con dos líneas.',
      fr_CA: 'Une médaille en forme de cœur pour les petits chiens et les chats, gravée sur deux lignes.',
    },
    imageKey: 'tag-heart',
    options: [
      { kind: 'design', values: ['classic', 'paw-print'] },
      { kind: 'color', values: ['silver', 'gold', 'red', 'pink'] },
    ],
    prices: { US: 1399, CA: 1799 },
  }),
  tag({
    slug: 'maple-leaf-id-tag',
    name: { en_US: 'Maple leaf ID tag', fr_CA: 'Médaille d’identité feuille d’érable' },
    description: {
      en_US: 'A maple-leaf tag, made and sold in Canada.',
      fr_CA: 'Une médaille en forme de feuille d’érable, fabriquée et vendue au Canada.',
    },
    imageKey: 'tag-maple',
    options: [{ kind: 'color', values: ['red', 'silver'] }],
    prices: { CA: 1899 },
  }),
  {
    slug: 'smart-tracker',
    category: 'SMART_TRACKER',
    name: { en_US: 'Smart tracker', es_US: 'Localizador inteligente', fr_CA: 'Traceur intelligent' },
    description: {
      en_US: 'A waterproof GPS tracker that clips to the collar and shows where your pet is in the app.',
      es_US:
        'Un localizador GPS resistente al agua que se sujeta al collar y muestra en la aplicación dónde está su mascota.',
      fr_CA: 'Un traceur GPS étanche qui s’attache au collier et montre dans l’application où se trouve votre animal.',
    },
    imageKey: 'smart-tracker',
    prices: { US: 4999, CA: 6499 },
  },
  {
    slug: 'pet-id-wallet-card',
    category: 'WALLET_CARD',
    name: {
      en_US: 'Pet ID wallet card',
      es_US: 'Tarjeta para la billetera con la identificación de su mascota',
      fr_CA: 'Carte portefeuille de votre animal',
    },
    description: {
      en_US: 'A durable plastic card with your pet’s photo, description and emergency contacts, for your wallet.',
      es_US:
        'Una tarjeta de plástico resistente con la foto, la descripción y los contactos de emergencia de su mascota.',
      fr_CA:
        'Une carte en plastique durable avec la photo, la description et les personnes à joindre en cas d’urgence de votre animal.',
    },
    imageKey: 'wallet-card',
    options: [{ kind: 'design', values: ['classic', 'paw-print', 'stars'] }],
    prices: { US: 999, CA: 1299 },
  },
  {
    slug: 'reflective-nylon-collar',
    category: 'COLLAR',
    name: {
      en_US: 'Reflective nylon collar',
      es_US: 'Collar de nailon reflectante',
      fr_CA: 'Collier en nylon réfléchissant',
    },
    description: {
      en_US: 'A soft nylon collar with a reflective stitch, seen by headlights at night.',
      es_US: 'Un collar suave de nailon con costura reflectante, visible con los faros de noche.',
      fr_CA: 'Un collier souple en nylon avec une couture réfléchissante, visible la nuit à la lumière des phares.',
    },
    imageKey: 'collar-nylon',
    options: [
      { kind: 'size', values: ['XS', 'S', 'M', 'L', 'XL'] },
      { kind: 'color', values: ['red', 'blue', 'green', 'pink', 'black'] },
    ],
    prices: { US: 1999, CA: 2499 },
  },
  {
    slug: 'leather-collar',
    category: 'COLLAR',
    name: { en_US: 'Leather collar', es_US: 'Collar de cuero', fr_CA: 'Collier en cuir' },
    description: {
      en_US: 'A full-grain leather collar with a brass buckle and a ring for the ID tag.',
      es_US: 'Un collar de cuero de plena flor con hebilla de latón y una argolla para la placa.',
      fr_CA: 'Un collier en cuir pleine fleur avec une boucle en laiton et un anneau pour la médaille.',
    },
    imageKey: 'collar-leather',
    options: [
      { kind: 'size', values: ['S', 'M', 'L', 'XL'] },
      { kind: 'color', values: ['black', 'red'] },
    ],
    prices: { US: 3499, CA: 4499 },
  },
];

export function seedDemoCatalog(services: AppServices) {
  return addProducts(services, { input: DEMO_PRODUCTS });
}
