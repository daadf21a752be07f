// My Dashboard's next steps (decision 0020), from what exists today: the account, its verification
// state, its guardians, its pets and their licences, and the jurisdiction.
import type { RouteName } from '../../../domain/shared/routes.js';

/** `waiting`: the owner has done their part, staff have theirs to do (a rabies proof to check). */
export type StepStatus = 'done' | 'todo' | 'waiting' | 'notYet';
export type DashboardStep = { key: string; status: StepStatus; route: RouteName | null };

export type StepFacts = {
  emailVerified: boolean;
  hasBirthdate: boolean;
  guardianCount: number;
  petCount: number;
  /**
   * active pets whose licence needs the owner: none, expired or late, or a rabies proof to upload again
   * (issue 16; `licenceNeedsOwner` of the one licence-and-proof state, decision 0505)
   */
  unlicensedPetCount: number;
  /** active pets whose licence waits only for staff to check its rabies proof (`licenceAwaitsStaff`) */
  awaitingCheckPetCount?: number;
  /** the jurisdiction licenses pets (not noLicensing) */
  licensing: boolean;
  /** the jurisdiction's senior discount, 0 when none */
  seniorDiscountPercent: number;
};

/** The steps in the order a new owner takes them; an unfinished step comes before a finished one. */
export function dashboardSteps(facts: StepFacts): DashboardStep[] {
  const steps: DashboardStep[] = [
    { key: 'verifyEmail', status: facts.emailVerified ? 'done' : 'todo', route: null },
    { key: 'addPet', status: facts.petCount > 0 ? 'done' : 'todo', route: 'AddPet' },
  ];
  if (facts.licensing) {
    const status: StepStatus =
      facts.petCount === 0
        ? 'notYet'
        : facts.unlicensedPetCount > 0
          ? 'todo'
          : (facts.awaitingCheckPetCount ?? 0) > 0
            ? 'waiting'
            : 'done';
    steps.push({ key: 'licensePet', status, route: status === 'todo' ? 'MyPets' : null });
  }
  if (facts.licensing && facts.seniorDiscountPercent > 0) {
    steps.push({ key: 'birthdate', status: facts.hasBirthdate ? 'done' : 'todo', route: 'MyDetails' });
  }
  steps.push({ key: 'guardian', status: facts.guardianCount > 0 ? 'done' : 'todo', route: 'PetGuardians' });
  const rank: Record<StepStatus, number> = { todo: 0, waiting: 1, notYet: 2, done: 3 };
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => rank[a.step.status] - rank[b.step.status] || a.index - b.index)
    .map(({ step }) => step);
}
