import { describe, expect, it } from 'vitest';
import { formatSummaryGroup } from './summary-group';

describe('formatSummaryGroup', () => {
  it('shows a day of the collection summary as DD-MM-YYYY', () => {
    expect(formatSummaryGroup('day', '2026-05-02')).toBe('02-05-2026');
  });

  it('shows a class or a mode as the server names it', () => {
    expect(formatSummaryGroup('class', 'Ten')).toBe('Ten');
    expect(formatSummaryGroup('mode', 'cheque')).toBe('cheque');
  });
});
