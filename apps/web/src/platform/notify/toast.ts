import { notifications } from '@mantine/notifications';

/** Spec §9: success 2000 ms, error and default 4000 ms. */
export const toastDurations = { success: 2000, error: 4000, default: 4000 } as const;

type ToastKind = 'success' | 'error' | 'warning' | 'info';

const colors: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

const durations: Record<ToastKind, number> = {
  success: toastDurations.success,
  error: toastDurations.error,
  warning: toastDurations.default,
  info: toastDurations.default,
};

function showToast(kind: ToastKind, message: string, title?: string): void {
  // The id makes a repeated message show once instead of stacking copies.
  notifications.show({
    id: `${kind}:${message}`,
    color: colors[kind],
    title,
    message,
    autoClose: durations[kind],
    withBorder: true,
  });
}

export const toast = {
  success: (message: string, title?: string) => showToast('success', message, title),
  error: (message: string, title?: string) => showToast('error', message, title),
  warning: (message: string, title?: string) => showToast('warning', message, title),
  info: (message: string, title?: string) => showToast('info', message, title),
};
