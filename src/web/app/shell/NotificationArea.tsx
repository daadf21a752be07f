// spec §2.19 notification bars: the notices of lib/notifications, shown at the top of the content.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationDismissMs, visibleNotifications } from '../../../domain/notification/notification.rules.js';
import { type AppNotification, useNotifications } from '../../lib/notifications.js';
import { sanitizeInlineHtml } from '../../lib/sanitize-inline-html.js';

const ICON_PATHS: Record<NonNullable<AppNotification['icon']>['icon'], string> = {
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  bug: 'M20 8h-2.8a6 6 0 0 0-1.8-2l1.6-1.6L15.6 3l-2.2 2.2a6 6 0 0 0-2.8 0L8.4 3 7 4.4 8.6 6a6 6 0 0 0-1.8 2H4v2h2.1a6 6 0 0 0 0 1v1H4v2h2v1a6 6 0 0 0 .1 1H4v2h2.8a6 6 0 0 0 10.4 0H20v-2h-2.1a6 6 0 0 0 .1-1v-1h2v-2h-2v-1a6 6 0 0 0-.1-1H20V8zm-6 8h-4v-2h4v2zm0-4h-4v-2h4v2z',
};

function NotificationBar({ notification, onDismiss }: { notification: AppNotification; onDismiss: () => void }) {
  const { t } = useTranslation();
  // the latest onDismiss, without restarting the countdown on every render
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  useEffect(() => {
    const ms = notificationDismissMs(notification.dismissSecs);
    if (ms === null) return;
    const timer = setTimeout(() => dismissRef.current(), ms);
    return () => clearTimeout(timer);
  }, [notification.dismissSecs]);
  const urgent = notification.type === 'danger' || notification.type === 'warning';
  return (
    <div
      className={`alert alert-${notification.type} notification ${notification.class ?? ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      {notification.icon ? (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width={notification.icon.size ?? 20}
          height={notification.icon.size ?? 20}
          className={notification.icon.class}
        >
          <path fill="currentColor" d={ICON_PATHS[notification.icon.icon]} />
        </svg>
      ) : null}
      {notification.isHtmlMessage ? (
        <span
          className={notification.text?.class}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised right here
          dangerouslySetInnerHTML={{
            __html: sanitizeInlineHtml(notification.message),
          }}
        />
      ) : (
        <span className={notification.text?.class}>{notification.message}</span>
      )}
      {notification.dismissible !== false ? (
        <button
          type="button"
          className="notification-dismiss"
          onClick={onDismiss}
          aria-label={t('notifications.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

export function NotificationArea({ inLicensingFlow = false }: { inLicensingFlow?: boolean }) {
  const { notifications, dismiss } = useNotifications();
  const shown = visibleNotifications(notifications, inLicensingFlow);
  return (
    <div className="notification-area">
      {shown.map((notification) => (
        <NotificationBar key={notification.id} notification={notification} onDismiss={() => dismiss(notification.id)} />
      ))}
    </div>
  );
}
