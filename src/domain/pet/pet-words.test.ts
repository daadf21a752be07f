import { describe, expect, it } from 'vitest';
import { petWords } from './pet-words.js';

describe('petWords (issue 39)', () => {
  it.each([
    ['FEMALE', 'female'],
    ['F', 'female'],
    ['female', 'female'],
    ['MALE', 'male'],
    ['M', 'male'],
    [null, 'male'],
    [undefined, 'male'],
  ] as const)('gender %j reads as %s', (gender, context) => {
    expect(petWords({ name: 'Poutine', gender })).toEqual({ name: 'Poutine', context });
  });
});
