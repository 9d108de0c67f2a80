/**
 * Mantine's toasts: the store and the container with its animations. Nothing on the first
 * screen needs them, so they load right after it, as one chunk (see toast.ts, AppProviders).
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
