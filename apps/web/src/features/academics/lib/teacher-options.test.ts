import { describe, expect, it } from 'vitest';
import { searchTextOf, teacherOptions } from './teacher-options';

const found = [
  { user_id: 14, full_name: 'Anil Chopra' },
  { user_id: 6, full_name: 'Kavita Rao' },
];

describe('teacherOptions', () => {
  it('lists the teachers found', () => {
    expect(teacherOptions(found, null)).toEqual([
      { value: '14', label: 'Anil Chopra' },
      { value: '6', label: 'Kavita Rao' },
    ]);
  });

  it('keeps the current teacher once, first when the search missed them', () => {
    expect(teacherOptions(found, { id: 6, name: 'Kavita Rao' })).toHaveLength(2);
    expect(teacherOptions(found, { id: 9, name: 'Vijay Pillai' })[0]).toEqual({
      value: '9',
      label: 'Vijay Pillai',
    });
  });
});

describe('searchTextOf', () => {
  it('does not search for the name the box already shows', () => {
    expect(searchTextOf('Kavita Rao', { id: 6, name: 'Kavita Rao' })).toBe('');
    expect(searchTextOf(' kav ', { id: 6, name: 'Kavita Rao' })).toBe('kav');
    expect(searchTextOf('', null)).toBe('');
  });
});
