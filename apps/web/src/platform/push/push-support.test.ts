import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPushState } from './push-support';

function browser(window: Record<string, unknown>, navigator: Record<string, unknown> = {}) {
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', navigator);
}

describe('readPushState', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is unsupported outside a browser or on an insecure page', () => {
    expect(readPushState()).toBe('unsupported');
    browser({ isSecureContext: false, PushManager: {}, Notification: {} }, { serviceWorker: {} });
    expect(readPushState()).toBe('unsupported');
  });

  it('is unsupported without push (iOS Safari outside an installed app)', () => {
    browser({ isSecureContext: true, Notification: {} }, { serviceWorker: {} });
    expect(readPushState()).toBe('unsupported');
  });

  it("answers the browser's permission where push works", () => {
    browser({ isSecureContext: true, PushManager: {}, Notification: {} }, { serviceWorker: {} });
    vi.stubGlobal('Notification', { permission: 'granted' });
    expect(readPushState()).toBe('granted');
  });
});
