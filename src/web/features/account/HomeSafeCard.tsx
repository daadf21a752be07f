// My Dashboard's HomeSafe card (issue 18, decision 0802): which pets finders wrote about and wait for an
// answer, which pets are reported lost, each with the link to the pet's HomeSafe page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { petWords } from '../../../domain/pet/pet-words.js';
import { getHref } from '../../../domain/shared/routes.js';
import type { DashboardQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useHomeSafeName } from '../../lib/use-homesafe-name.js';
import { LabelledSection } from '../../components/LabelledSection.js';

type Conversation = DashboardQuery['myFoundConversations'][number];
type Pet = DashboardQuery['myPets'][number];

/** The pets a finder's message waits on (the conversation's last word is the finder's), with how many. */
export function waitingByPet(conversations: ReadonlyArray<Conversation>) {
  const waiting = new Map<string, { petId: string; petName: string; count: number }>();
  for (const conversation of conversations) {
    if (conversation.messages.at(-1)?.author !== 'FINDER') continue;
    const entry = waiting.get(conversation.petId) ?? {
      petId: conversation.petId,
      petName: conversation.petName,
      count: 0,
    };
    waiting.set(conversation.petId, { ...entry, count: entry.count + 1 });
  }
  return [...waiting.values()];
}

export function HomeSafeCard({ conversations, pets }: { conversations: Conversation[]; pets: Pet[] }) {
  const { t } = useTranslation('homesafe');
  const homesafe = useHomeSafeName();
  const locale = useLocale();
  const waiting = waitingByPet(conversations);
  const lost = pets.filter((pet) => pet.lostOn);
  const href = (petId: string) => getHref('PetHomeSafe', locale, { pet: petId });
  return (
    <LabelledSection className="dashboard-card" heading={homesafe}>
      {waiting.length === 0 && lost.length === 0 ? <p>{t('dashboard.none')}</p> : null}
      {waiting.length > 0 ? (
        <ul className="link-list">
          {waiting.map((entry) => (
            <li key={entry.petId}>
              {t('dashboard.waiting', { count: entry.count, name: entry.petName })}{' '}
              <Link to={href(entry.petId)}>{t('dashboard.answer')}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {lost.length > 0 ? (
        <ul className="link-list">
          {lost.map((pet) => (
            <li key={pet.id}>
              {t('dashboard.lost', petWords(pet))}{' '}
              <Link to={href(pet.id)}>{t('dashboard.manage', { name: pet.name, homesafe })}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </LabelledSection>
  );
}
