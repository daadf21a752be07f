// Review 2026-12-01 D16 a (decision 0301): a jurisdiction that calls HomeSafe by its own word (spec §3
// htmlHomesafeLinkTitle, per locale: Toronto "Lost & Found" / "Animaux perdus et trouvés") is read by
// that word wherever the programme is named to an owner — My Pets, the pet's page, the dashboard card —
// as in its navbar (use-navbar.ts: the same title, else common:nav.homesafe).
import { useTranslation } from 'react-i18next';
import { useSession } from './session.js';

export function useHomeSafeName(): string {
  const { t } = useTranslation('common');
  const { city } = useSession();
  return city?.htmlHomesafeLinkTitle || t('common:nav.homesafe');
}
