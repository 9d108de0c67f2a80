import { forgetPushSubscription } from '@shala/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDevice } from './forget-device';

const stored = new Map<string, string>();
vi.mock('../storage/browser-storage', () => ({
  readStorage: (key: string) => stored.get(key) ?? null,
}));
const apiCall = vi.fn();
vi.mock('../api/api-client', () => ({ apiCall: (...args: unknown[]) => apiCall(...args) }));

describe('forgetDevice', () => {
  afterEach(() => {
    stored.clear();
    apiCall.mockReset();
  });

  it('asks the server to forget the stored endpoint, and never throws', async () => {
    stored.set('fcm-token', 'https://push.example/abc');
    apiCall.mockRejectedValue(new Error('offline'));
    await expect(forgetDevice()).resolves.toBeUndefined();
    expect(apiCall).toHaveBeenCalledWith(forgetPushSubscription, {
      body: { endpoint: 'https://push.example/abc' },
      silent: true,
    });
  });

  it('calls nothing when this device never subscribed', async () => {
    await forgetDevice();
    expect(apiCall).not.toHaveBeenCalled();
  });
});
