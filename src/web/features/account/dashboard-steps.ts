// My Dashboard's next steps (decision 0020), from what exists today: the account, its verification
// state, its guardians, its pets and their licences, and the jurisdiction.
import type { RouteName } from '../../../domain/shared/routes.js';

export type StepStatus = 'done' | 'todo' | 'notYet';
export type DashboardStep = { key: string; status: StepStatus; route: RouteName | null };

export type StepFacts = {
  emailVerified: boolean;
  hasBirthdate: boolean;
  guardianCount: number;
  petCount: number;
  /** active pets without a licence (issue 16) */
  unlicensedPetCount: number;
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
    const status: StepStatus = facts.petCount === 0 ? 'notYet' : facts.unlicensedPetCount > 0 ? 'todo' : 'done';
    steps.push({ key: 'licensePet', status, route: status === 'todo' ? 'MyPets' : null });
  }
  if (facts.licensing && facts.seniorDiscountPercent > 0) {
    steps.push({ key: 'birthdate', status: facts.hasBirthdate ? 'done' : 'todo', route: 'MyDetails' });
  }
  steps.push({ key: 'guardian', status: facts.guardianCount > 0 ? 'done' : 'todo', route: 'PetGuardians' });
  const rank: Record<StepStatus, number> = { todo: 0, notYet: 1, done: 2 };
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => rank[a.step.status] - rank[b.step.status] || a.index - b.index)
    .map(({ step }) => step);
}
