import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LocaleCode } from '../../domain/locale/locales.js';
import type { Viewer } from '../modules/auth/session.service.js';
import type { AppServices } from '../app-services.js';

export type GraphQLContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  services: AppServices;
  viewer: Viewer | null;
  locale: LocaleCode;
};
