// spec §2.19 notification bars, §3 Notification, §4 Notifications: alert bars with a variant, an
// optional icon and dismiss control; they dismiss themselves after dismissSecs (default 5, -1 =
// always shown), then run their callback; showInLicensing ones show only inside the licensing flow.
// The state lives here, above the routes (a notice outlives the navigation that follows an action);
// the page shell's NotificationArea shows it.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type NotificationVariant = 'success' | 'info' | 'warning' | 'danger';

export type AppNotification = {
  id: string;
  type: NotificationVariant;
  message: string;
  isHtmlMessage?: boolean;
  dismissible?: boolean;
  dismissSecs?: number;
  class?: string;
  icon?: { icon: 'check' | 'info' | 'warning' | 'bug'; class?: string; size?: number };
  text?: { class?: string };
  callback?: () => void;
  showInLicensing?: boolean;
};

type NotificationsState = {
  notifications: AppNotification[];
  notify: (notification: Omit<AppNotification, 'id'> & { id?: string }) => void;
  dismiss: (id: string) => void;
};

const NotificationsContext = createContext<NotificationsState | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<AppNotification[]>([]);
  const dismiss = useCallback((id: string) => {
    setNotifications((current) => {
      current.find((notification) => notification.id === id)?.callback?.();
      return current.filter((notification) => notification.id !== id);
    });
  }, []);
  const notify = useCallback<NotificationsState['notify']>((notification) => {
    const id = notification.id ?? `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    setNotifications((current) => [...current.filter((existing) => existing.id !== id), { ...notification, id }]);
  }, []);
  const value = useMemo(() => ({ notifications, notify, dismiss }), [notifications, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsState {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications outside NotificationsProvider');
  return value;
}
