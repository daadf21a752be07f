// A plain route's refusal is what the web reads it as: the body json-error.ts writes parses with the
// domain's schema the web's file-route calls use (lib/file-route.ts refusalOf).
import { describe, expect, it } from 'vitest';
import { fileRouteRefusalSchema } from '../../domain/shared/file-route.schemas.js';
import { APP_ERROR_MESSAGES } from '../shared/app-error.js';
import { refusalBody } from './json-error.js';

describe('a plain route refusal', () => {
  it("reads as the web reads it, with the code's message", () => {
    const body = refusalBody('NOT_FOUND');
    expect(fileRouteRefusalSchema.parse(body)).toEqual({
      error: { code: 'NOT_FOUND', message: APP_ERROR_MESSAGES.NOT_FOUND },
    });
    expect(body.error).not.toHaveProperty('fields');
  });

  it('carries the refused fields when there are some', () => {
    const fields = [{ path: 'from', message: 'validation.invalidValue' }];
    expect(fileRouteRefusalSchema.parse(refusalBody('VALIDATION_FAILED', fields)).error.fields).toEqual(fields);
  });
});
