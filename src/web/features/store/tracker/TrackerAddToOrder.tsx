// spec §1, §2.18, §4: the "pet tracking device add to order" block. The devices in the basket (pet name,
// product label, display price, "Remove"), the two-step form, "Add another Smart Tracker" and
// "View Basket & Checkout" while the basket has devices. Every action waits while one is in flight.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../../domain/shared/routes.js';
import { trackerButtons } from '../../../../domain/store/smart-tracker.rules.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useLocale } from '../../../lib/locale-context.js';
import { TrackerAlert } from './TrackerAlert.js';
import { TrackerForm } from './TrackerForm.js';
import { type TrackerBlockOptions, type TrackerContext, useTrackerBlock } from './use-tracker-block.js';
import { LabelledSection } from '../../../components/LabelledSection.js';

export function TrackerAddToOrder(options: TrackerBlockOptions) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const devicesHeading = useRef<HTMLHeadingElement>(null);
  const addAnother = useRef<HTMLButtonElement>(null);
  const [announce, setAnnounce] = useState('');
  /** the form takes focus when a person opened it, not on the page's first load */
  const [focusForm, setFocusForm] = useState(false);
  const block = useTrackerBlock({
    ...options,
    onItemAdded: (context) => {
      const device = context.devicesCurrentlyInBasket.at(-1);
      setAnnounce(device ? t('tracker.added', { pet: device.petName }) : '');
      options.onItemAdded?.(context);
      requestAnimationFrame(() => devicesHeading.current?.focus());
    },
    onItemRemoved: (context) => {
      setAnnounce(t('tracker.removed'));
      options.onItemRemoved?.(context);
      if (context.devicesCurrentlyInBasket.length > 0) requestAnimationFrame(() => devicesHeading.current?.focus());
    },
    onCartHasNoDevices: () => {
      setFocusForm(true);
      options.onCartHasNoDevices?.();
    },
  });
  const { context, request, busy } = block;

  if (!context) {
    if (request.status === 'error')
      return (
        <LabelledSection className="tracker-block" heading={t('tracker.title')}>
          <TrackerAlert messages={request.messages.map((text) => ({ text }))} />
          <button type="button" className="button button-secondary" onClick={block.retry}>
            {t('tracker.retry')}
          </button>
        </LabelledSection>
      );
    return <LoadingIndicator />;
  }

  const devices = context.devicesCurrentlyInBasket;
  const buttons = trackerButtons(devices.length);
  const hasPets = context.petOptions.some((option) => option.value);
  return (
    <LabelledSection className="tracker-block" aria-busy={busy} heading={t('tracker.title')}>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {devices.length > 0 ? (
        <>
          <h3 id="tracker-devices-title" ref={devicesHeading} tabIndex={-1}>
            {t('tracker.inBasket', { count: devices.length })}
          </h3>
          <ul className="tracker-devices" aria-labelledby="tracker-devices-title">
            {devices.map((device) => (
              <DeviceItem
                key={device.orderItemId}
                device={device}
                context={context}
                busy={busy}
                errors={block.itemErrors[device.orderItemId] ?? []}
                onRemove={() => void block.remove(device.orderItemId)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {!hasPets ? (
        <p className="tracker-no-pets">
          {t('tracker.noPets')} <Link to={getHref('AddPet', locale)}>{t('tracker.addPet')}</Link>
        </p>
      ) : block.formOpen ? (
        <TrackerForm
          context={context}
          busy={busy}
          errors={block.formErrors}
          showCancel={buttons.cancel}
          focusOnOpen={focusForm}
          onAdd={block.add}
          onCancel={() => {
            block.closeForm();
            requestAnimationFrame(() => addAnother.current?.focus());
          }}
        />
      ) : (
        <p className="tracker-actions">
          <button
            ref={addAnother}
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setFocusForm(true);
              block.openForm();
            }}
          >
            {context.startNewOrderItemButtonText || t('tracker.defaults.addAnother')}
          </button>
        </p>
      )}
      {buttons.continueToCheckout ? (
        <p className="tracker-continue">
          <Link
            className="button"
            to={context.continueToCheckoutUrl || getHref('Basket', locale)}
            aria-disabled={busy || undefined}
            onClick={(event) => busy && event.preventDefault()}
          >
            {context.continueButtonText || t('tracker.defaults.continue')}
          </Link>
        </p>
      ) : null}
    </LabelledSection>
  );
}

function DeviceItem({
  device,
  context,
  busy,
  errors,
  onRemove,
}: {
  device: TrackerContext['devicesCurrentlyInBasket'][number];
  context: TrackerContext;
  busy: boolean;
  errors: Parameters<typeof TrackerAlert>[0]['messages'];
  onRemove: () => void;
}) {
  const { t } = useTranslation('store');
  const remove = context.deleteOrderItemButtonText || t('tracker.defaults.remove');
  return (
    <li className="tracker-device">
      <div className="tracker-device-row">
        <p className="tracker-device-text">
          <strong>{device.petName}</strong>
          <span>{device.productLabel}</span>
        </p>
        <p className="tracker-device-price">{device.displayPrice}</p>
        <button
          type="button"
          className="button button-secondary tracker-remove"
          disabled={busy}
          aria-label={t('tracker.removeLabel', { remove, pet: device.petName })}
          onClick={onRemove}
        >
          {remove}
        </button>
      </div>
      <TrackerAlert messages={errors} bug />
    </li>
  );
}
