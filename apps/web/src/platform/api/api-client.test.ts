import { getSession, login, messages, uploadBanner, validateSubdomain } from '@shala/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../notify/toast';
import { apiCall } from './api-client';
import { ApiError } from './api-error';

vi.mock('../notify/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const storage = new Map<string, string>();
const assign = vi.fn();

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('window', {
    location: { assign, host: 'greenwood.shala.localhost' },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
      clear: () => storage.clear(),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('apiCall', () => {
  it('toasts nothing when the call is cancelled while its answer is read', async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"status":true,'));
        controller.abort();
        stream.error(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 200 })));
    await expect(apiCall(getSession, { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('posts JSON with the cookie and answers the envelope data', async () => {
    const fetch = answer(200, {
      status: true,
      message: 'Success',
      result: true,
      data: { STATUS: 'OK' },
    });
    vi.stubGlobal('fetch', fetch);
    const data = await apiCall(validateSubdomain, { body: { subdomain: 'greenwood' } });
    expect(data).toEqual({ STATUS: 'OK' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/common/validate-subdomain');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"subdomain":"greenwood"}',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('toasts success only when asked, and a result false as a warning', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { status: true, message: 'Saved', result: true, data: null }),
    );
    await apiCall(getSession, { notifySuccess: true });
    expect(toast.success).toHaveBeenCalledWith('Saved');
    vi.stubGlobal(
      'fetch',
      answer(200, { status: true, message: 'Nothing', result: false, data: null }),
    );
    await apiCall(getSession);
    expect(toast.warning).toHaveBeenCalledWith('Nothing');
  });

  it('throws field errors of a 400 and shows its message', async () => {
    const errors = [
      { field: 'username', message: 'Please enter e-mail, mobile number or user name' },
    ];
    vi.stubGlobal(
      'fetch',
      answer(400, { status: false, message: 'Check the form', result: false, data: { errors } }),
    );
    const error = await apiCall(login, { body: { username: '', password: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check the form', fieldErrors: errors });
    expect(toast.error).toHaveBeenCalledWith('Check the form');
  });

  it('ends everything on a 401 TERMINATE, without a toast', async () => {
    storage.set('SessionVault', '{"isAuthenticated":true}');
    storage.set('fcm-token', 'x');
    vi.stubGlobal(
      'fetch',
      answer(401, { status: 'TERMINATE', message: 'Ended', result: false, data: null }),
    );
    await expect(apiCall(getSession)).rejects.toMatchObject({ status: 401, isTerminated: true });
    expect(storage.size).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts a plain 401's message (a wrong password), without ending anything", async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, {
        status: false,
        message: 'Invalid username or password.',
        result: false,
        data: null,
      }),
    );
    const error = await apiCall(login, { body: { username: 'a', password: 'x' } }).catch((e) => e);
    expect(error).toMatchObject({ status: 401, shown: true });
    expect(toast.error).toHaveBeenCalledWith('Invalid username or password.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says "Please try after one hour" for a 5xx without a message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad Gateway', { status: 502 })));
    await expect(apiCall(getSession)).rejects.toMatchObject({ status: 502 });
    expect(toast.error).toHaveBeenCalledWith(messages.tryAfterOneHour);
  });

  it('says "Network Error" when the server cannot be reached, unless silent', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiCall(getSession)).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(toast.error).toHaveBeenCalledWith(messages.networkError);
    vi.mocked(toast.error).mockClear();
    await expect(apiCall(getSession, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the files of a multipart route as form data', async () => {
    const fetch = answer(200, { status: true, message: 'Uploaded', result: true, data: null });
    vi.stubGlobal('fetch', fetch);
    const file = new Blob(['bytes'], { type: 'image/png' });
    await apiCall(uploadBanner, { body: { title: 'Welcome' }, files: { file } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/school/school_banner');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('title')).toBe('Welcome');
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
  });
});
