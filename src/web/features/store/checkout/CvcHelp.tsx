// spec §2.10: the CVC's help modal with a picture: 3 digits on the back, or 4 on the front (American
// Express). A native modal <dialog>: focus stays inside, Escape and "Close" close it, focus goes back.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function CvcHelp() {
  const { t } = useTranslation('store');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialogRef.current?.showModal()}>
        {t('checkout.cvcHelp')}
      </button>
      <dialog ref={dialogRef} className="dialog cvc-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('checkout.cvcHelpTitle')}</h2>
        <svg className="cvc-picture" viewBox="0 0 360 120" role="img" aria-label={t('checkout.cvcPicture')}>
          <rect x="4" y="4" width="168" height="108" rx="10" fill="#e3edf3" stroke="#3d4a56" strokeWidth="2" />
          <rect x="4" y="20" width="168" height="22" fill="#3d4a56" />
          <rect x="20" y="58" width="100" height="20" fill="#fff" stroke="#3d4a56" />
          <text x="146" y="73" textAnchor="middle" fontFamily="monospace" fontSize="14" fill="#a4161a">
            123
          </text>
          <rect x="188" y="4" width="168" height="108" rx="10" fill="#e3edf3" stroke="#3d4a56" strokeWidth="2" />
          <text x="330" y="40" textAnchor="end" fontFamily="monospace" fontSize="14" fill="#a4161a">
            1234
          </text>
          <text x="204" y="84" fontFamily="monospace" fontSize="13" fill="#3d4a56">
            3782 822463 10005
          </text>
        </svg>
        <p>{t('checkout.cvcHelpText')}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t('checkout.close')}
          </button>
        </div>
      </dialog>
    </>
  );
}
