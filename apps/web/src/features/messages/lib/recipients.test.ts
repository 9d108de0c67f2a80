import { describe, expect, it } from 'vitest';
import { recipientOptions, searchTextOf } from './recipients';

const asha = { user_id: 41, full_name: 'Asha Rao' };
const ravi = { user_id: 42, full_name: 'Ravi Kumar' };

describe('recipients', () => {
  it('keeps the chosen person first when the search did not find them', () => {
    expect(recipientOptions([ravi], asha)).toEqual([
      { value: '41', label: 'Asha Rao' },
      { value: '42', label: 'Ravi Kumar' },
    ]);
    expect(recipientOptions([asha, ravi], asha)).toHaveLength(2);
    expect(recipientOptions([], null)).toEqual([]);
  });

  it('does not search for the name the box already shows', () => {
    expect(searchTextOf('Asha Rao', asha)).toBe('');
    expect(searchTextOf(' ra ', asha)).toBe('ra');
    expect(searchTextOf('Asha Rao', null)).toBe('Asha Rao');
  });
});
