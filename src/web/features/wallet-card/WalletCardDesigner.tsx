// The designer itself: previews (the sides composed by the function the server composes the ordered
// card with, so what is seen is what is printed; decision 0804), the design and colour choices, the
// card's words, and the actions (basket: the design is sent, never an SVG; PDF, PNG).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { WALLET_CARD_COLORS } from '../../../domain/wallet-card/wallet-card.designs.js';
import { walletCardDesignSchema } from '../../../domain/wallet-card/wallet-card.schemas.js';
import { walletCardTitles } from '../../../domain/wallet-card/wallet-card.texts.js';
import { ChoiceField } from '../../components/form/ChoiceField.js';
import { Field } from '../../components/form/Field.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import type { WalletCardDesignerQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { svgDataUrl } from './card-export.js';
import { cardPdf, cardPng, saveFile } from './card-download.js';
import { CardValueFields } from './CardValueFields.js';
import { useWalletCardDesigner } from './use-wallet-card-designer.js';
import { addWalletCardToBasket } from './wallet-card.api.js';

/** the files the card downloads as, in the order of their buttons */
const DOWNLOADS = [
  { format: 'pdf', label: 'downloadPdf' },
  { format: 'png', label: 'downloadPng' },
] as const;

type Props = { data: NonNullable<WalletCardDesignerQuery>; initialDesignId: string | null };

export function WalletCardDesigner({ data, initialDesignId }: Props) {
  const { t } = useTranslation(['walletCard', 'common', 'serverErrors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { setBasketCount } = useSession();
  const card = useWalletCardDesigner(data, initialDesignId);
  const [busy, setBusy] = useState<null | 'basket' | 'pdf' | 'png'>(null);
  const [error, setError] = useState<string | null>(null);
  const name = data.pet.name;
  // one action at a time, and none before the previews are exported
  const actionsDisabled = !card.exported || busy !== null;
  const titles = walletCardTitles(locale, name);
  const fileBase = `${t('fileName')}-${name}`.replace(/[^\p{L}\p{N}-]+/gu, '-');

  const run = async (what: 'basket' | 'pdf' | 'png') => {
    if (!card.exported || !card.design) return;
    setBusy(what);
    setError(null);
    try {
      if (what === 'png') saveFile(await cardPng(card.exported), `${fileBase}.png`);
      if (what === 'pdf') saveFile(await cardPdf(card.exported), `${fileBase}.pdf`);
      if (what === 'basket') {
        // the server's own rule, checked before it is asked
        if (!card.submission || !walletCardDesignSchema.safeParse(card.submission).success) {
          setError(serverErrorText(t, 'WALLET_CARD_INVALID'));
          return;
        }
        const answer = await addWalletCardToBasket(card.submission, locale);
        if ('code' in answer) {
          setError(serverErrorText(t, answer.code));
          return;
        }
        setBasketCount(answer.basketCount);
        notify({ type: 'success', message: t('added', { name }), icon: { icon: 'check' } });
        navigate(getHref('Basket', locale));
      }
    } catch {
      setError(t('downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const artworkError = card.artwork?.status === 'error';
  const colorOptions = Object.entries(WALLET_CARD_COLORS);
  return (
    <PublicPage title={t('title', { name })} lede={t('lede')} className="wallet-card-page">
      {card.fontFailed ? (
        <p className="alert alert-warning" role="status">
          {t('fontFailed')}
        </p>
      ) : null}
      {artworkError ? (
        <p className="alert alert-danger" role="alert">
          {t('designBroken')}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="page-columns wallet-card-layout">
        <div className="wallet-card-previews" aria-busy={!card.exported && !artworkError}>
          {(['front', 'back'] as const).map((side) => (
            <figure key={side} className="wallet-card-preview">
              {card.exported ? (
                <img src={svgDataUrl(card.exported[side])} alt={titles[side]} data-testid={`wallet-card-${side}`} />
              ) : (
                <div className="wallet-card-placeholder">{artworkError ? null : t('preview.loading')}</div>
              )}
              <figcaption>{t(`sides.${side}`)}</figcaption>
            </figure>
          ))}
        </div>
        <div className="wallet-card-controls">
          <ChoiceField
            id="wallet-card-design"
            legend={t('design.legend')}
            inline={false}
            choices={card.designs.map((design) => ({ value: design.id, label: t(`designs.${design.id}`) }))}
            value={card.designId}
            onChange={card.pick}
          />
          <fieldset className="fieldset">
            <legend>{t('colors.legend')}</legend>
            {(['primary', 'secondary'] as const).map((which) => (
              <Field key={which} id={`wallet-card-${which}-color`} label={t(`colors.${which}`)}>
                {(control) => (
                  <select
                    {...control}
                    value={which === 'primary' ? card.primaryColor : card.secondaryColor}
                    onChange={(event) =>
                      (which === 'primary' ? card.setPrimaryColor : card.setSecondaryColor)(event.target.value)
                    }
                  >
                    {colorOptions.map(([key, hex]) => (
                      <option key={key} value={hex}>
                        {t(`colors.names.${key}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </fieldset>
          {card.reports ? <CardValueFields values={card.values} reports={card.reports} onEdit={card.edit} /> : null}
          <div className="wallet-card-actions">
            <button type="button" className="button" disabled={actionsDisabled} onClick={() => run('basket')}>
              {busy === 'basket' ? t('adding') : t('addToBasket')}
            </button>
            {DOWNLOADS.map(({ format, label }) => (
              <button
                key={format}
                type="button"
                className="button button-secondary"
                disabled={actionsDisabled}
                onClick={() => run(format)}
              >
                {t(label)}
              </button>
            ))}
          </div>
        </div>
      </div>
    </PublicPage>
  );
}
