import { getPushKey, savePushSubscription } from '@shala/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/storage-keys';
import { subscribeDevice } from './subscribe-device';

const stored = new Map<string, string>();
vi.mock('../storage/browser-storage', () => ({
  readStorage: (key: string) => stored.get(key) ?? null,
  writeStorage: (key: string, value: string) => stored.set(key, value),
}));

const apiCall = vi.fn();
vi.mock('../api/api-client', () => ({ apiCall: (...args: unknown[]) => apiCall(...args) }));

const serverKey = 'AQID';
const subscriptionJson = {
  endpoint: 'https://push.example/abc',
  keys: { p256dh: 'p', auth: 'a' },
};

function fakeSubscription(key: number[]) {
  return {
    endpoint: subscriptionJson.endpoint,
    options: { applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => true),
  };
}

function fakeBrowser(existing: ReturnType<typeof fakeSubscription> | null) {
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => fakeSubscription([1, 2, 3])),
  };
  const serviceWorker = {
    register: vi.fn(async () => ({})),
    ready: Promise.resolve({ pushManager }),
  };
  vi.stubGlobal('navigator', { serviceWorker });
  return { pushManager, serviceWorker };
}

describe('subscribeDevice', () => {
  beforeEach(() => {
    stored.clear();
    apiCall.mockImplementation(async (route) =>
      route === getPushKey ? { public_key: serverKey } : null,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    apiCall.mockReset();
  });

  it('registers the worker, subscribes with the server key and hands the subscription over', async () => {
    const { pushManager, serviceWorker } = fakeBrowser(null);
    await expect(subscribeDevice()).resolves.toBe(subscriptionJson.endpoint);
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(apiCall).toHaveBeenCalledWith(savePushSubscription, {
      body: subscriptionJson,
      silent: true,
    });
    expect(stored.get(storageKeys.pushToken)).toBe(subscriptionJson.endpoint);
  });

  it('does not hand over again what this sign-in already registered', async () => {
    stored.set(storageKeys.pushToken, subscriptionJson.endpoint);
    const { pushManager } = fakeBrowser(fakeSubscription([1, 2, 3]));
    await subscribeDevice();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(apiCall).not.toHaveBeenCalledWith(savePushSubscription, expect.anything());
  });

  it('hands an existing subscription to a new sign-in, and renews one made with an old key', async () => {
    const reused = fakeBrowser(fakeSubscription([1, 2, 3]));
    await subscribeDevice();
    expect(reused.pushManager.subscribe).not.toHaveBeenCalled();
    expect(apiCall).toHaveBeenCalledWith(savePushSubscription, expect.anything());

    stored.clear();
    const old = fakeSubscription([9, 9]);
    const renewed = fakeBrowser(old);
    await subscribeDevice();
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(renewed.pushManager.subscribe).toHaveBeenCalled();
  });

  it('fails without storing anything when the server refuses the subscription', async () => {
    fakeBrowser(null);
    apiCall.mockImplementation(async (route) => {
      if (route === getPushKey) return { public_key: serverKey };
      throw new Error('refused');
    });
    await expect(subscribeDevice()).rejects.toThrow('refused');
    expect(stored.has(storageKeys.pushToken)).toBe(false);
  });
});
