import { describe, expect, it } from 'vitest';
import { readFilters, studentListHref, writeFilter } from './student-filters';

describe('readFilters', () => {
  it('shows active students of the current session by default', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      sessionId: null,
      classId: null,
      sectionId: null,
      status: 'ACTIVE',
    });
  });

  it('reads ids and a status, and ALL as any status', () => {
    expect(
      readFilters(new URLSearchParams('session=2&class=5&section=7&status=DISCONTINUED')),
    ).toEqual({ sessionId: 2, classId: 5, sectionId: 7, status: 'DISCONTINUED' });
    expect(readFilters(new URLSearchParams('status=ALL')).status).toBeNull();
  });

  it('ignores a section without a class, bad ids and unknown statuses', () => {
    const filters = readFilters(new URLSearchParams('section=7&session=x&status=GONE'));
    expect(filters).toEqual({ sessionId: null, classId: null, sectionId: null, status: 'ACTIVE' });
  });
});

describe('writeFilter', () => {
  it('sets and removes one filter and keeps the others', () => {
    const params = new URLSearchParams('status=ALL');
    expect(writeFilter(params, 'class', '4').toString()).toBe('status=ALL&class=4');
    expect(writeFilter(new URLSearchParams('class=4'), 'class', null).toString()).toBe('');
  });

  it('clears the section when the class or session changes', () => {
    const params = new URLSearchParams('class=4&section=9');
    expect(writeFilter(params, 'class', '5').toString()).toBe('class=5');
    expect(writeFilter(params, 'session', '2').toString()).toBe('class=4&session=2');
    expect(writeFilter(params, 'section', '8').toString()).toBe('class=4&section=8');
  });
});

describe('studentListHref', () => {
  it('links to the list of one class and section', () => {
    expect(studentListHref('/student', 4, 9, 2)).toBe('/student?session=2&class=4&section=9');
    expect(studentListHref('/student', 1, null, null)).toBe('/student?class=1');
  });
});
