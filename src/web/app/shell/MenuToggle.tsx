import { useTranslation } from 'react-i18next';

/** A navbar's Menu / Close button on a small screen (spec §2.2), given a disclosure's toggle props. */
export function MenuToggle(toggle: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="menu-toggle" {...toggle}>
      {toggle['aria-expanded'] ? t('nav.close') : t('nav.menu')}
    </button>
  );
}
