import { describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COUNTY_OWNER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
} from '../../seed/demo-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp, type GraphQLErrors } from '../../test/test-app.js';

// spec §3, §5, §7.1 (decision 0402): the smart tracker block's three operations, exactly as the spec's
// client sends them, with a session, with an API token, and refused without either.
const FIELDS = `startNewOrderItemButtonText continueToCheckoutUrl continueButtonText deleteOrderItemButtonText
  submitNewOrderItemFormButtonText cancelNewOrderItemButtonText stepOneText stepTwoText selectPetText selectSubscriptionText
  subscriptionOptions { label productId billed extras { text color backgroundColor } savePercent }
  petOptions { label value selected }
  devicesCurrentlyInBasket { petName orderItemId displayPrice productLabel }`;
const CONTEXT = `query PetTrackingDeviceAddToOrderContext { petTrackingDeviceAddToOrderContext { ${FIELDS} } }`;
const ADD = `mutation addPetTrackingDeviceToOrder($input: AddPetTrackingDeviceToOrderInput!) { addPetTrackingDeviceToOrder(input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation removePetTrackingDeviceToOrder($itemId: ID!) { removePetTrackingDeviceToOrder(orderItemId: $itemId) { ${FIELDS} } }`;
const ISSUE = 'mutation { issueTrackerApiToken { token expiresAt } }';
const REVOKE = 'mutation { revokeTrackerApiTokens }';
const BASKET = '{ basket { count lines { id productName quantity } } }';
const ADD_PET = 'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }';

type Context = {
  startNewOrderItemButtonText: string;
  continueToCheckoutUrl: string;
  continueButtonText: string;
  deleteOrderItemButtonText: string;
  submitNewOrderItemFormButtonText: string;
  cancelNewOrderItemButtonText: string;
  stepOneText: string;
  selectPetText: string;
  selectSubscriptionText: string;
  subscriptionOptions: Array<{
    label: string;
    productId: string;
    billed: string;
    extras: Array<{ text: string; color: string; backgroundColor: string }>;
    savePercent: number | null;
  }>;
  petOptions: Array<{ label: string; value: string; selected: boolean }>;
  devicesCurrentlyInBasket: Array<{ petName: string; orderItemId: string; displayPrice: string; productLabel: string }>;
};
describe('smart tracker block: context, add, remove (spec §7.1)', () => {
  const testApp = useTestApp();
  const logInAs = (email: string, locale = 'en_US') =>
    logInClient(testApp.url, email, DEMO_PASSWORD, new GraphQLTestClient(testApp.url, { 'x-pawport-locale': locale }));
  const bearer = (token: string, locale = 'en_US') =>
    new GraphQLTestClient(testApp.url, { authorization: `Bearer ${token}`, 'x-pawport-locale': locale });
  const contextOf = async (client: GraphQLTestClient) => {
    const result = await client.request<{ petTrackingDeviceAddToOrderContext: Context }>(CONTEXT);
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.petTrackingDeviceAddToOrderContext;
  };
  const add = (client: GraphQLTestClient, products: Array<Record<string, unknown>>) =>
    client.request<{ addPetTrackingDeviceToOrder: Context }>(ADD, { input: { products } });
  const remove = (client: GraphQLTestClient, itemId: string) =>
    client.request<{ removePetTrackingDeviceToOrder: Context }>(REMOVE, { itemId });
  const issue = async (client: GraphQLTestClient) => {
    const result = await client.request<{ issueTrackerApiToken: { token: string; expiresAt: string } }>(ISSUE);
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.issueTrackerApiToken;
  };
  const lineCount = async () =>
    ((await testApp.database.pool.query('select count(*)::int as n from basket_lines')).rows[0] as { n: number }).n;

  it('answers the owner the texts of §9, the plans priced in their country, their pets and an empty basket', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const context = await contextOf(owner);
    expect(context).toMatchObject({
      startNewOrderItemButtonText: 'Add another Smart Tracker',
      continueButtonText: 'View Basket & Checkout',
      submitNewOrderItemFormButtonText: 'Add to Basket',
      cancelNewOrderItemButtonText: 'Cancel',
      deleteOrderItemButtonText: 'Remove',
      continueToCheckoutUrl: '/en_US/basket',
      selectPetText: 'Please select a pet.',
      selectSubscriptionText: 'Please choose a subscription.',
      devicesCurrentlyInBasket: [],
    });
    expect(
      context.subscriptionOptions.map(({ label, billed, savePercent }) => ({ label, billed, savePercent })),
    ).toEqual([
      { label: 'Monthly', billed: 'Billed $9.99 every month', savePercent: null },
      { label: 'Yearly', billed: 'Billed $95.88 every year', savePercent: 20 },
      { label: 'Every 2 years', billed: 'Billed $167.76 every 2 years', savePercent: 30 },
    ]);
    expect(context.subscriptionOptions[1]?.extras).toEqual([
      { text: 'Most popular', color: '#ffffff', backgroundColor: '#1e5aa8' },
    ]);
    expect(context.petOptions[0]).toEqual({ label: 'Select Pet Name', value: '', selected: false });
    expect(context.petOptions.slice(1).map((option) => option.label)).toContain('Biscuit');
    expect(context.petOptions.filter((option) => option.selected)).toHaveLength(1);
  });

  it('adds a device for a pet with a session, lists it, refuses a second for the same pet, and removes it', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const before = await contextOf(owner);
    const [first, second] = before.petOptions.slice(1);
    const yearly = before.subscriptionOptions[1]!;
    expect(first?.selected).toBe(true);
    const added = await add(owner, [{ productId: yearly.productId, petId: first!.value }]);
    expect(added.body.errors).toBeUndefined();
    const context = added.body.data!.addPetTrackingDeviceToOrder;
    expect(context.devicesCurrentlyInBasket).toEqual([
      {
        petName: first!.label,
        orderItemId: expect.any(String),
        displayPrice: '$95.88',
        productLabel: 'Smart Tracker – Yearly plan',
      },
    ]);
    // the next pet without a device is the one offered now
    expect(context.petOptions.find((option) => option.selected)?.value).toBe(second!.value);
    const basket = await owner.request<{ basket: { count: number; lines: Array<{ quantity: number }> } }>(BASKET);
    expect(basket.body.data?.basket.count).toBe(1);

    // one device per pet: the same pet again is refused with the pet's name, and nothing is written
    const lines = await lineCount();
    const again = await add(owner, [{ productId: before.subscriptionOptions[0]!.productId, petId: first!.value }]);
    expect(codeOf(again)).toBe('VALIDATION_FAILED');
    expect(again.body.errors?.[0]?.extensions?.details?.fields?.[0]?.path).toBe('products.0.petId');
    expect(again.body.errors?.[0]?.extensions?.details?.fields?.[0]?.message).toContain(
      'validation.tracker.alreadyInBasket',
    );
    expect(await lineCount()).toBe(lines);

    const removed = await remove(owner, context.devicesCurrentlyInBasket[0]!.orderItemId);
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data!.removePetTrackingDeviceToOrder.devicesCurrentlyInBasket).toEqual([]);
  });

  it('speaks the request’s locale and prices in CAD for a Canadian owner’s site', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL, 'fr_CA');
    const context = await contextOf(owner);
    expect(context.continueToCheckoutUrl).toBe('/fr_CA/basket');
    expect(context.submitNewOrderItemFormButtonText).toBe('Ajouter au panier');
    expect(context.petOptions[0]?.label).toBe('Sélectionnez le nom de l’animal');
    // the demo owner lives in a US jurisdiction: their plans stay in USD, written the French way
    expect(context.subscriptionOptions[0]?.billed).toMatch(/^Facturé 9,99\s\$\sUS chaque mois$/);
  });

  it('refuses a visitor, and an administrator, on all three operations', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    expect(codeOf(await visitor.request(CONTEXT))).toBe('UNAUTHENTICATED');
    expect(codeOf(await add(visitor, [{ productId: 'x', petId: '1' }]))).toBe('UNAUTHENTICATED');
    expect(codeOf(await remove(visitor, 'x'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.request(ISSUE))).toBe('UNAUTHENTICATED');
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    expect(codeOf(await admin.request(CONTEXT))).toBe('FORBIDDEN');
    expect(codeOf(await admin.request(ISSUE))).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for another owner’s pet and another owner’s basket line, and changes nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const other = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const pet = await other.request<{ addPet: { id: string } }>(ADD_PET, {
      input: {
        type: 'D',
        isIndoor: null,
        name: 'Pepper',
        breedKnown: false,
        breed: null,
        gender: 'F',
        birthday: { year: 2020, month: 5, day: 2 },
        dobIsApproximate: false,
        colors: ['black'],
      },
    });
    expect(pet.body.errors).toBeUndefined();
    const otherContext = await contextOf(other);
    const pepper = otherContext.petOptions.find((option) => option.label === 'Pepper')!;
    const plan = otherContext.subscriptionOptions[0]!.productId;
    const lines = await lineCount();
    expect(codeOf(await add(owner, [{ productId: plan, petId: pepper.value }]))).toBe('NOT_FOUND');
    expect(await lineCount()).toBe(lines);

    const theirs = await add(other, [{ productId: plan, petId: pepper.value }]);
    const line = theirs.body.data!.addPetTrackingDeviceToOrder.devicesCurrentlyInBasket[0]!.orderItemId;
    expect(codeOf(await remove(owner, line))).toBe('NOT_FOUND');
    expect(codeOf(await remove(owner, 'not-a-line'))).toBe('NOT_FOUND');
    expect((await contextOf(other)).devicesCurrentlyInBasket).toHaveLength(1);
    await remove(other, line);
  });

  it('refuses bad input with the §5 messages, an unknown plan or pet as NOT_FOUND, and writes nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const context = await contextOf(owner);
    const petId = context.petOptions[1]!.value;
    const productId = context.subscriptionOptions[0]!.productId;
    const lines = await lineCount();
    const fieldsOf = (result: { body: { errors?: GraphQLErrors } }) =>
      result.body.errors?.[0]?.extensions?.details?.fields?.map((field) => [field.path, field.message.split('|')[0]]);

    const empty = await add(owner, [{ productId: null, petId: '' }]);
    expect(codeOf(empty)).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(fieldsOf(empty))).toContain('validation.tracker.subscriptionRequired');
    expect(JSON.stringify(fieldsOf(empty))).toContain('validation.tracker.petRequired');
    expect(codeOf(await add(owner, [{ productId }]))).toBe('VALIDATION_FAILED');
    expect(codeOf(await add(owner, []))).toBe('VALIDATION_FAILED');
    // the same pet twice in one order
    const twice = await add(owner, [
      { productId, petId },
      { productId, petId },
    ]);
    expect(codeOf(twice)).toBe('VALIDATION_FAILED');
    expect(twice.body.errors?.[0]?.extensions?.details?.fields?.[0]?.path).toBe('products.1.petId');
    // a product that is no plan, a plan that does not exist, a pet that does not exist
    const tag = (await testApp.database.pool.query("select id from products where slug = 'bone-id-tag'")).rows[0] as {
      id: string;
    };
    expect(codeOf(await add(owner, [{ productId: tag.id, petId }]))).toBe('NOT_FOUND');
    expect(codeOf(await add(owner, [{ productId: '00000000-0000-4000-8000-000000000000', petId }]))).toBe('NOT_FOUND');
    expect(codeOf(await add(owner, [{ productId: 'abc', petId }]))).toBe('NOT_FOUND');
    expect(codeOf(await add(owner, [{ productId, petId: '999999' }]))).toBe('NOT_FOUND');
    expect(codeOf(await add(owner, [{ productId, petId: '1 or 1=1' }]))).toBe('NOT_FOUND');
    expect(await lineCount()).toBe(lines);
  });

  describe('API token', () => {
    it('is accepted instead of the session for the three exact documents', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const { token, expiresAt } = await issue(owner);
      expect(token).toMatch(/^ppt_[\w-]{43}$/);
      const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
      // only its hash is kept
      const stored = await testApp.database.pool.query('select token_hash from tracker_api_tokens');
      expect(JSON.stringify(stored.rows)).not.toContain(token.slice(4));

      const api = bearer(token);
      const context = await contextOf(api);
      const petId = context.petOptions.find((option) => option.selected)!.value;
      const added = await add(api, [{ productId: context.subscriptionOptions[2]!.productId, petId }]);
      expect(added.body.errors).toBeUndefined();
      const device = added.body.data!.addPetTrackingDeviceToOrder.devicesCurrentlyInBasket[0]!;
      expect(device.displayPrice).toBe('$167.76');
      // the same basket as the session's
      expect((await contextOf(owner)).devicesCurrentlyInBasket).toEqual([device]);
      const removed = await remove(api, device.orderItemId);
      expect(removed.body.data!.removePetTrackingDeviceToOrder.devicesCurrentlyInBasket).toEqual([]);
    });

    it('opens nothing else: another field, even beside a tracker field or in a fragment, is refused', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const api = bearer((await issue(owner)).token);
      expect(codeOf(await api.request('{ me { email } }'))).toBe('FORBIDDEN');
      expect(codeOf(await api.request(BASKET))).toBe('FORBIDDEN');
      expect(codeOf(await api.request('{ storeProducts { id } }'))).toBe('FORBIDDEN');
      expect(codeOf(await api.request(ISSUE))).toBe('FORBIDDEN');
      expect(codeOf(await api.request(REVOKE))).toBe('FORBIDDEN');
      const beside = await api.request(`query { petTrackingDeviceAddToOrderContext { stepOneText } me { email } }`);
      expect(codeOf(beside)).toBe('FORBIDDEN');
      expect(beside.body.data ?? null).toBeNull();
      const fragment = await api.request('query { ...F } fragment F on Query { me { email } }');
      expect(codeOf(fragment)).toBe('FORBIDDEN');
      // the session cookie beside a token does not widen it
      const both = bearer((await issue(owner)).token);
      both.cookies = new Map(owner.cookies);
      expect(codeOf(await both.request('{ me { email } }'))).toBe('FORBIDDEN');
    });

    it('refuses a missing, malformed, unknown, expired or revoked token as UNAUTHENTICATED', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      expect(codeOf(await new GraphQLTestClient(testApp.url).request(CONTEXT))).toBe('UNAUTHENTICATED');
      expect(codeOf(await bearer('nonsense').request(CONTEXT))).toBe('UNAUTHENTICATED');
      expect(codeOf(await bearer(`ppt_${'A'.repeat(43)}`).request(CONTEXT))).toBe('UNAUTHENTICATED');
      const basic = new GraphQLTestClient(testApp.url, { authorization: 'Basic dXNlcjpwYXNz' });
      expect(codeOf(await basic.request(CONTEXT))).toBe('UNAUTHENTICATED');

      const expired = await issue(owner);
      await testApp.database.pool.query(
        "update tracker_api_tokens set expires_at = now() - interval '1 second' where expires_at = $1",
        [expired.expiresAt],
      );
      const expiredResult = await bearer(expired.token).request(CONTEXT);
      expect(codeOf(expiredResult)).toBe('UNAUTHENTICATED');
      expect(expiredResult.body.data ?? null).toBeNull();

      const live = await issue(owner);
      await contextOf(bearer(live.token));
      const revoked = await owner.request<{ revokeTrackerApiTokens: number }>(REVOKE);
      expect(revoked.body.data?.revokeTrackerApiTokens).toBeGreaterThanOrEqual(1);
      expect(codeOf(await bearer(live.token).request(CONTEXT))).toBe('UNAUTHENTICATED');
      expect(codeOf(await add(bearer(live.token), [{ productId: 'x', petId: '1' }]))).toBe('UNAUTHENTICATED');
    });
  });
});
