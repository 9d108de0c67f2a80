import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lookupsKey } from '../../../ui/lookups/lookup-keys';
import { academicsKeys } from './academics-keys';
import { refreshAcademics } from './refresh-academics';

describe('refreshAcademics', () => {
  it('marks the academics lists and every screen’s session, class and section options stale', async () => {
    const queryClient = new QueryClient();
    const keys = [academicsKeys.sessions, [...lookupsKey, 'sessions'], [...lookupsKey, 'classes']];
    for (const key of keys) queryClient.setQueryData(key, []);
    await refreshAcademics(queryClient);
    for (const key of keys)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
