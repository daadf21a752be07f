// The logged-in account, as log-in, sign-up, access-code completion and password reset answer it.
import type { Actor } from '../../shared/use-case.js';
import { builder } from '../builder.js';

export const ViewerRef = builder.objectRef<Actor>('Viewer').implement({
  description: 'The logged-in account',
  fields: (t) => ({
    id: t.exposeID('accountId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.exposeString('role'),
    locale: t.exposeString('locale'),
    vsLocation: t.exposeString('vsLocation', { nullable: true }),
    secondFactorEnrolled: t.exposeBoolean('secondFactorEnrolled', {
      description:
        'A confirmed authenticator app or a passkey; staff without one reach only their own account and the enrolment',
    }),
  }),
});
