import {
  createEvent,
  deleteEvent,
  listEvents,
  listUpcomingEvents,
  messages,
} from '@shala/contracts';
import { QueryClient, skipToken } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../notify/toast';
import { fetchRouteFile } from './fetch-route-file';
import { routeMutationOptions } from './route-mutation';
import { routePagesOptions, routeQueryOptions } from './route-query';

vi.mock('../notify/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const answer = (data: unknown, message = '') =>
  vi.fn().mockImplementation(
    async () =>
      new Response(JSON.stringify({ status: true, message, result: true, data }), {
        status: 200,
      }),
  );

describe('routeQueryOptions', () => {
  it("fetches the route with its query under the caller's key", async () => {
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const options = routeQueryOptions(listEvents, {
      key: ['events', 'list'],
      input: { query: { skip: 6, limit: 6 } },
    });
    expect(options.queryKey).toEqual(['events', 'list']);
    await expect(client.fetchQuery(options)).resolves.toEqual([]);
    expect(fetch.mock.calls[0]![0]).toBe('/api/school/event?skip=6&limit=6');
  });

  it('waits while its input is null, and needs none for a route without one', () => {
    const waiting = routeQueryOptions(listEvents, { key: ['events'], input: null });
    expect(waiting.queryFn).toBe(skipToken);
    const bare = routeQueryOptions(listUpcomingEvents, { key: ['events', 'upcoming'] });
    expect(bare.queryFn).not.toBe(skipToken);
  });
});

describe('routePagesOptions', () => {
  it('asks for each page by its parameter and stops where `nextPage` says', async () => {
    const fetch = answer([{ id: 1 }]);
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const options = routePagesOptions(listEvents, {
      key: ['events', 'pages'],
      input: (skip) => ({ query: { skip, limit: 1 } }),
      nextPage: (pages) => (pages.length < 2 ? pages.length : undefined),
    });
    const data = await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(data.pages).toHaveLength(2);
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      '/api/school/event?skip=0&limit=1',
      '/api/school/event?skip=1&limit=1',
    ]);
  });
});

describe('routeMutationOptions', () => {
  it('sends the input, toasts the answer when asked, then refreshes the roots', async () => {
    const fetch = answer(null, 'Event deleted');
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    const saved = vi.fn();
    const options = routeMutationOptions(client, deleteEvent, {
      input: (id: number) => ({ params: { id } }),
      notifySuccess: true,
      refreshes: [['events'], ['lookups']],
      onSuccess: saved,
    });
    await client.getMutationCache().build(client, options).execute(7);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method]).toEqual(['/api/school/event/7', 'DELETE']);
    expect(toast.success).toHaveBeenCalledWith('Event deleted');
    expect(saved).toHaveBeenCalled();
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['events'],
      ['lookups'],
    ]);
  });

  it('refreshes after a failure too when told to on settling', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const client = new QueryClient();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    const options = routeMutationOptions(client, deleteEvent, {
      input: (id: number) => ({ params: { id } }),
      silent: true,
      refreshes: [['events']],
      refreshOn: 'settled',
    });
    await client
      .getMutationCache()
      .build(client, options)
      .execute(7)
      .catch(() => undefined);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the types come from the route', () => {
  it('refuses a call without the parts the route needs', () => {
    const client = new QueryClient();
    // @ts-expect-error listEvents takes a query (skip, limit)
    routeQueryOptions(listEvents, { key: ['events'] });
    // @ts-expect-error the variables of deleteEvent are not its body: `input` says its params
    routeMutationOptions(client, deleteEvent, {});
    const create = routeMutationOptions(client, createEvent, { silent: true });
    type Variables = Parameters<NonNullable<typeof create.mutationFn>>[0];
    const body: Variables = { title: 'Sports day', fromDate: '', toDate: '', description: '' };
    expect(body.title).toBe('Sports day');
  });
});

describe('fetchRouteFile', () => {
  it("answers the file and the server's name for it", async () => {
    const headers = { 'content-disposition': 'attachment; filename="events.csv"' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('a,b', { headers })));
    const file = await fetchRouteFile(listEvents, { query: { skip: 0, limit: 6 } });
    expect(await file.blob.text()).toBe('a,b');
    expect(file.disposition).toBe(headers['content-disposition']);
  });

  it("throws the refusal's message, and a network failure as one", async () => {
    const refusal = { status: false, message: 'Student not found.', result: false, data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(refusal), { status: 404 })),
    );
    await expect(fetchRouteFile(listUpcomingEvents, {})).rejects.toMatchObject({
      status: 404,
      message: 'Student not found.',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchRouteFile(listUpcomingEvents, {})).rejects.toMatchObject({
      kind: 'network',
      message: messages.networkError,
    });
  });
});
