// spec §3 Notification, §4 Notifications, §9 Interface timings.

export const NOTIFICATION_DEFAULT_DISMISS_SECS = 5;
/** dismissSecs of -1: always shown */
export const NOTIFICATION_ALWAYS_SHOWN = -1;

/**
 * Milliseconds until a notification dismisses itself, or null when it stays. Missing or invalid
 * values (not a positive number) take the default 5 s.
 */
export function notificationDismissMs(dismissSecs: number | null | undefined): number | null {
  if (dismissSecs === NOTIFICATION_ALWAYS_SHOWN) return null;
  const secs =
    typeof dismissSecs === 'number' && Number.isFinite(dismissSecs) && dismissSecs > 0
      ? dismissSecs
      : NOTIFICATION_DEFAULT_DISMISS_SECS;
  return secs * 1000;
}

/** spec §3: notifications flagged showInLicensing show only inside the licensing flow. */
export function visibleNotifications<T extends { showInLicensing?: boolean | null }>(
  notifications: readonly T[],
  inLicensingFlow: boolean,
): T[] {
  return notifications.filter((n) => !n.showInLicensing || inLicensingFlow);
}
