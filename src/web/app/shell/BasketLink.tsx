import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BASKET_BADGE_MAX, basketBadgeText } from '../../../domain/store/basket.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';

/**
 * spec §2.2: the basket with its count badge (§9: "99+" at 99 or more). An empty basket shows no badge: a
 * red "0" on every page reads as an alert (review D27); its name says "empty" instead.
 */
export function BasketLink({ count }: { count: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const badge = basketBadgeText(count);
  const empty = badge === '0';
  // a number picks the plural form (nav.basket_one / _other); the text shows the badge
  const pluralCount = badge === '99+' ? BASKET_BADGE_MAX : Number(badge);
  return (
    <Link className="basket-link" to={getHref('Basket', locale)}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9c.8 0 1.4-.4 1.7-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16c-.7 1.3.2 2 1.8 2h12v-2H7.4l.9-2z"
        />
      </svg>
      <span className="visually-hidden">
        {empty ? t('nav.basketEmpty') : t('nav.basket', { count: pluralCount, basketCount: badge })}
      </span>
      {empty ? null : (
        <span className="basket-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
