import type { notifications } from './toast-kit';

// One load for all calls: they then run in the order they were made.
let toastKit: Promise<typeof import('./toast-kit')> | undefined;

/** Runs a call of Mantine's toast store once the toasts are loaded. */
function withStore(call: (store: typeof notifications) => void): void {
  toastKit ??= import('./toast-kit');
  void toastKit.then((kit) => call(kit.notifications));
}

/** Spec §9: success 2000 ms, error and default 4000 ms, loading until it is done. */
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
  withStore((store) =>
    store.show({
      id: `${kind}:${message}`,
      color: colors[kind],
      title,
      message,
      autoClose: durations[kind],
      withBorder: true,
    }),
  );
}

let loadingCount = 0;

/** A toast that stays, with a spinner, until `done` turns it into a result (or removes it). */
function showLoading(message: string) {
  loadingCount += 1;
  const id = `loading:${loadingCount}`;
  withStore((store) =>
    store.show({ id, message, loading: true, autoClose: false, withCloseButton: false }),
  );
  return {
    done: (kind?: ToastKind, result?: string) => {
      if (!kind || !result) {
        withStore((store) => store.hide(id));
        return;
      }
      withStore((store) =>
        store.update({
          id,
          message: result,
          color: colors[kind],
          loading: false,
          autoClose: durations[kind],
          withCloseButton: true,
          withBorder: true,
        }),
      );
    },
  };
}

export const toast = {
  success: (message: string, title?: string) => showToast('success', message, title),
  error: (message: string, title?: string) => showToast('error', message, title),
  warning: (message: string, title?: string) => showToast('warning', message, title),
  info: (message: string, title?: string) => showToast('info', message, title),
  loading: showLoading,
};
