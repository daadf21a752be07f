// HomeSafe (issue 18, decision 0802): the public found page and the finder's fields (counted per IP, a
// code that is unknown, malformed or past the limit answers null alike), and the owner's fields over their
// own pets and conversations. No type here has a field for an owner's name, address, e-mail or phone except
// FinderConversation.ownerContact, filled only once the owner chose to share.
import { builder } from '../../graphql-kit/builder.js';
import { byId, byIdWithForm, noArgs } from '../../graphql-kit/field-args.js';
import { publicField, viewerField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import {
  type AnimalServicesView,
  type FinderConversationView,
  type FoundPetView,
  findFoundPet,
  lookUpFinderCode,
  type HomesafeMessageView,
  listMyFoundConversations,
  markPetFound,
  markPetLost,
  type OwnerConversationView,
  type PetLostState,
  readFinderConversation,
  replyToFinder,
  replyToOwner,
  sendFinderMessage,
  shareContactWithFinder,
} from './homesafe.service.js';

const FoundPet = builder.objectRef<FoundPetView>('FoundPet').implement({
  description: 'A tag’s found page (PRODUCT.md §6): the pet’s name, photo and whether it is lost; nothing of its owner',
  fields: (t) => ({
    code: t.exposeString('code', {
      description: 'the code the finder used, canonical: the tag code (10 characters) or the licence tag number',
    }),
    codeKind: t.exposeString('codeKind', { description: 'TAG_CODE or LICENSE_TAG (decision 0805)' }),
    name: t.exposeString('name'),
    lost: t.exposeBoolean('lost'),
    lostOn: t.exposeString('lostOn', { nullable: true, description: 'YYYY-MM-DD' }),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: 'GET /homesafe-photos/{code}: a JPEG' }),
  }),
});

const AnimalServices = builder.objectRef<AnimalServicesView>('AnimalServices').implement({
  description: 'A jurisdiction’s animal services as a finder may reach them (decision 0805); nothing of an owner',
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { description: 'ten digits' }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

const FinderLookup = builder
  .objectRef<{ foundPet: FoundPetView | null; animalServices: AnimalServicesView[] }>('FinderLookup')
  .implement({
    description: 'What a typed tag code or licence tag number leads to; both empty: unknown',
    fields: (t) => ({
      foundPet: t.field({ type: FoundPet, nullable: true, resolve: (lookup) => lookup.foundPet }),
      animalServices: t.field({
        type: [AnimalServices],
        description: 'a licence tag number whose pet HomeSafe cannot reach: who issued it',
        resolve: (lookup) => lookup.animalServices,
      }),
    }),
  });

const HomesafeMessage = builder.objectRef<HomesafeMessageView>('HomesafeMessage').implement({
  description: 'One message of a HomeSafe conversation, plain text',
  fields: (t) => ({
    id: t.exposeID('id'),
    author: t.exposeString('author', { description: 'FINDER or OWNER' }),
    body: t.exposeString('body'),
    createdAt: t.string({ resolve: (message) => message.createdAt.toISOString() }),
  }),
});

const HomesafeConversation = builder.objectRef<OwnerConversationView>('HomesafeConversation').implement({
  description: 'What a finder wrote about one of the caller’s pets, and the answers (the finder’s e-mail never)',
  fields: (t) => ({
    id: t.exposeID('id'),
    petId: t.exposeID('petId'),
    petName: t.exposeString('petName'),
    finderPhone: t.exposeString('finderPhone', {
      nullable: true,
      description: 'ten digits the finder chose to give, or null',
    }),
    contactShared: t.boolean({ resolve: (conversation) => conversation.contactSharedAt !== null }),
    finderOpened: t.boolean({
      description:
        'the finder opened their private page: until then answers wait there and none is e-mailed (decision 0803)',
      resolve: (conversation) => conversation.finderOpenedAt !== null,
    }),
    createdAt: t.string({ resolve: (conversation) => conversation.createdAt.toISOString() }),
    messages: t.field({ type: [HomesafeMessage], resolve: (conversation) => conversation.messages }),
  }),
});

const OwnerContact = builder
  .objectRef<NonNullable<FinderConversationView['ownerContact']>>('HomesafeOwnerContact')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      phone: t.exposeString('phone', { nullable: true, description: 'ten digits' }),
    }),
  });

const FinderConversation = builder.objectRef<FinderConversationView>('FinderConversation').implement({
  description: 'The finder’s private page: the pet’s name and the conversation',
  fields: (t) => ({
    petName: t.exposeString('petName'),
    messages: t.field({ type: [HomesafeMessage], resolve: (conversation) => conversation.messages }),
    ownerContact: t.field({
      type: OwnerContact,
      nullable: true,
      description: 'null until the owner chooses to share',
      resolve: (conversation) => conversation.ownerContact,
    }),
  }),
});

const PetLost = builder.objectRef<PetLostState>('PetLostState').implement({
  fields: (t) => ({
    petId: t.exposeID('petId'),
    lostOn: t.exposeString('lostOn', { nullable: true, description: 'YYYY-MM-DD; null: not lost' }),
    lostWhere: t.exposeString('lostWhere', { nullable: true }),
  }),
});

const FinderMessageInput = builder.inputType('FinderMessageInput', {
  fields: (t) => ({ message: t.string(), email: t.string(), phone: t.string() }),
});
const HomesafeReplyInput = builder.inputType('HomesafeReplyInput', {
  fields: (t) => ({ message: t.string() }),
});
const LostReportDayInput = builder.inputType('LostReportDayInput', {
  fields: (t) => ({ day: t.string(), month: t.string(), year: t.string() }),
});
const LostReportInput = builder.inputType('LostReportInput', {
  fields: (t) => ({ lostOn: t.field({ type: LostReportDayInput }), lostWhere: t.string() }),
});

const codeArg = builder.args((arg) => ({ code: arg.string({ required: true }) }));

publicField('query', 'foundPet', {
  type: FoundPet,
  nullable: true,
  description:
    'The found page of a tag code or a licence tag number; null for an unknown, malformed or rate-limited code alike',
  args: codeArg,
  resolve: (args, context) => findFoundPet(context.services, { input: { code: args.code, ip: context.request.ip } }),
});

publicField('query', 'finderLookup', {
  type: FinderLookup,
  description:
    'The HomeSafe page’s “Found a pet?” form: a tag code or a licence tag number (decision 0805), counted per IP',
  args: codeArg,
  resolve: (args, context) =>
    lookUpFinderCode(context.services, { input: { code: args.code, ip: context.request.ip } }),
});

publicField('mutation', 'sendFinderMessage', {
  type: 'Boolean',
  description: 'A finder’s message from the found page: the owner is told at once, the finder gets a private link',
  args: builder.args((arg) => ({
    code: arg.string({ required: true }),
    input: arg.field({ type: FinderMessageInput, required: true }),
  })),
  resolve: (args, context) =>
    sendFinderMessage(context.services, {
      input: {
        code: args.code,
        form: args.input,
        ip: context.request.ip,
        locale: context.locale,
        origin: linkOrigin(context),
      },
    }),
});

publicField('query', 'finderConversation', {
  type: FinderConversation,
  description: 'The finder’s private page by the token of their e-mail; VERIFICATION_LINK_INVALID otherwise',
  limit: RATE_LIMITS.emailLink,
  args: builder.args((arg) => ({ token: arg.string({ required: true }) })),
  resolve: (args, context) => readFinderConversation(context.services, { input: { token: args.token } }),
});

publicField('mutation', 'replyToOwner', {
  type: FinderConversation,
  description: 'The finder answers on their private page; e-mailed to the owner',
  args: builder.args((arg) => ({
    token: arg.string({ required: true }),
    input: arg.field({ type: HomesafeReplyInput, required: true }),
  })),
  resolve: (args, context) =>
    replyToOwner(context.services, {
      input: { token: args.token, form: args.input, ip: context.request.ip, origin: linkOrigin(context) },
    }),
});

viewerField('query', 'myFoundConversations', {
  ...noArgs,
  type: [HomesafeConversation],
  description: 'What finders wrote about the caller’s pets, newest first',
  useCase: listMyFoundConversations,
});

viewerField('mutation', 'replyToFinder', {
  type: HomesafeConversation,
  description:
    'The owner answers a finder through Pawport (e-mailed to the finder once they opened their page; neither address shown); HOMESAFE_RELAY_LIMITED past the limits',
  args: builder.args((arg) => ({
    conversationId: arg.id({ required: true }),
    input: arg.field({ type: HomesafeReplyInput, required: true }),
  })),
  input: (args, context) => ({ conversationId: args.conversationId, form: args.input, origin: linkOrigin(context) }),
  useCase: replyToFinder,
});

viewerField('mutation', 'shareContactWithFinder', {
  type: HomesafeConversation,
  description:
    'The owner gives this finder their e-mail address and phone number; HOMESAFE_RELAY_LIMITED past the limits',
  args: builder.args((arg) => ({ conversationId: arg.id({ required: true }) })),
  input: (args, context) => ({ conversationId: args.conversationId, origin: linkOrigin(context) }),
  useCase: shareContactWithFinder,
});

viewerField('mutation', 'markPetLost', {
  type: PetLost,
  description: 'The caller’s pet is lost since a day, somewhere; its found page says so',
  ...byIdWithForm('petId', 'input', LostReportInput, 'form'),
  useCase: markPetLost,
});

viewerField('mutation', 'markPetFound', {
  type: PetLost,
  description: 'The caller’s pet is home: no longer reported lost',
  ...byId('petId'),
  useCase: markPetFound,
});
