import { describe, expect, it } from 'vitest';
import { dashboardSteps, type StepFacts } from './dashboard-steps.js';

const newOwner: StepFacts = {
  emailVerified: false,
  hasBirthdate: false,
  guardianCount: 0,
  petCount: 0,
  unlicensedPetCount: 0,
  licensing: true,
  seniorDiscountPercent: 50,
};

const summary = (facts: StepFacts) => dashboardSteps(facts).map(({ key, status }) => `${key}:${status}`);

describe('dashboardSteps', () => {
  it('a new owner in a licensing jurisdiction with a senior discount', () => {
    expect(summary(newOwner)).toEqual([
      'verifyEmail:todo',
      'addPet:todo',
      'birthdate:todo',
      'guardian:todo',
      'licensePet:notYet',
    ]);
  });

  it('finished steps go last, in their order', () => {
    expect(summary({ ...newOwner, emailVerified: true, guardianCount: 1, hasBirthdate: true })).toEqual([
      'addPet:todo',
      'licensePet:notYet',
      'verifyEmail:done',
      'birthdate:done',
      'guardian:done',
    ]);
  });

  it('a pet without a licence: the licence step is to do and leads to My Pets; every pet licensed: done', () => {
    const withPet = { ...newOwner, petCount: 2, unlicensedPetCount: 1 };
    expect(dashboardSteps(withPet).find((step) => step.key === 'licensePet')).toEqual({
      key: 'licensePet',
      status: 'todo',
      route: 'MyPets',
    });
    expect(summary({ ...withPet, unlicensedPetCount: 0 })).toContain('licensePet:done');
  });

  it('no licensing: no licence step and no birthdate step', () => {
    expect(summary({ ...newOwner, licensing: false })).toEqual(['verifyEmail:todo', 'addPet:todo', 'guardian:todo']);
  });

  it('no senior discount: no birthdate step', () => {
    expect(summary({ ...newOwner, seniorDiscountPercent: 0 })).not.toContain('birthdate:todo');
  });

  it('a pet makes the licence step a thing to do', () => {
    expect(summary({ ...newOwner, petCount: 1, unlicensedPetCount: 1 })).toContain('licensePet:todo');
  });

  it('licences that wait only for staff to check their proof: the licence step is waiting, never done (D2)', () => {
    const waiting = { ...newOwner, petCount: 2, unlicensedPetCount: 0, awaitingCheckPetCount: 2 };
    expect(dashboardSteps(waiting).find((step) => step.key === 'licensePet')).toEqual({
      key: 'licensePet',
      status: 'waiting',
      route: null,
    });
    // a pet still to license (or a proof to upload again) comes first: the step is to do
    expect(summary({ ...waiting, unlicensedPetCount: 1 })).toContain('licensePet:todo');
    // waiting comes after what is to do and before what is done
    expect(summary({ ...waiting, emailVerified: true })).toEqual([
      'birthdate:todo',
      'guardian:todo',
      'licensePet:waiting',
      'verifyEmail:done',
      'addPet:done',
    ]);
  });
});
