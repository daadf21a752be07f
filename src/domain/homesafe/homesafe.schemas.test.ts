import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import { createLostReportSchema, finderMessageSchema, HOMESAFE_MESSAGE_MAX } from './homesafe.schemas.js';

describe('HomeSafe forms (decision 0802)', () => {
  it('takes a message, an e-mail and an optional phone as typed', () => {
    const parsed = safeParseDomain(finderMessageSchema, {
      message: '  Found <b>him</b>  ',
      email: 'finder@example.com',
      phone: '(206) 555-0144',
    });
    expect(parsed).toMatchObject({
      success: true,
      data: { message: 'Found <b>him</b>', email: 'finder@example.com', phone: '2065550144' },
    });
    expect(safeParseDomain(finderMessageSchema, { message: 'Hi there', email: 'a@b.co', phone: '' })).toMatchObject({
      success: true,
      data: { phone: null },
    });
  });

  it('refuses an empty or too long message, a bad e-mail or phone, control characters', () => {
    const fails = (input: Record<string, unknown>) =>
      !safeParseDomain(finderMessageSchema, { message: 'Found him', email: 'a@b.co', phone: '', ...input }).success;
    expect(fails({ message: '' })).toBe(true);
    expect(fails({ message: 'x'.repeat(HOMESAFE_MESSAGE_MAX + 1) })).toBe(true);
    expect(fails({ message: 'bad\u0000' })).toBe(true);
    expect(fails({ email: 'nope' })).toBe(true);
    expect(fails({ phone: '555' })).toBe(true);
  });

  it('takes a lost day up to today, not after', () => {
    const schema = createLostReportSchema(() => ({ year: 2026, month: 3, day: 10 }));
    const day = (d: string) => ({ lostOn: { day: d, month: '3', year: '2026' }, lostWhere: 'Green Lake' });
    expect(safeParseDomain(schema, day('10')).success).toBe(true);
    const future = safeParseDomain(schema, day('11'));
    expect(future.success).toBe(false);
    expect(JSON.stringify(future.error?.issues)).toContain('validation.homesafe.lostInFuture');
    expect(safeParseDomain(schema, { ...day('1'), lostWhere: '' }).success).toBe(false);
  });
});
