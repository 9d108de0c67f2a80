import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lookupsKey } from '../../../ui/lookups/lookup-keys';
import { academicsKeys } from './academics-keys';
import { academicsRoots } from './refresh-academics';

describe('academicsRoots', () => {
  it('cover the academics lists and every screen’s session, class and section options', async () => {
    const queryClient = new QueryClient();
    const keys = [academicsKeys.sessions, [...lookupsKey, 'sessions'], [...lookupsKey, 'classes']];
    for (const key of keys) queryClient.setQueryData(key, []);
    for (const queryKey of academicsRoots) await queryClient.invalidateQueries({ queryKey });
    for (const key of keys)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
