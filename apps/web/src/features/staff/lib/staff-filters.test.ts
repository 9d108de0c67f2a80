import { listStaffQuerySchema } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  readStaffFilters,
  staffListQuery,
  staffPageSize,
  writeStaffFilters,
} from './staff-filters';

describe('readStaffFilters / writeStaffFilters', () => {
  it('reads the address and ignores nonsense', () => {
    expect(
      readStaffFilters(new URLSearchParams('search=asha&role_id=6&designation_id=x&status=off')),
    ).toEqual({ search: 'asha', roleId: 6, designationId: null, status: 'all' });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const filters = {
      search: ' ravi ',
      roleId: null,
      designationId: 4,
      status: 'inactive' as const,
    };
    const params = writeStaffFilters(filters);
    expect(params.toString()).toBe('search=ravi&designation_id=4&status=inactive');
    expect(readStaffFilters(params)).toEqual({ ...filters, search: 'ravi' });
    expect(
      writeStaffFilters({
        search: '',
        roleId: null,
        designationId: null,
        status: 'all',
      }).toString(),
    ).toBe('');
  });
});

describe('staffListQuery', () => {
  it('asks for a page the contracts schema accepts', () => {
    const query = staffListQuery(
      { search: '', roleId: 6, designationId: null, status: 'active' },
      30,
    );
    expect(query).toEqual({
      search: undefined,
      role_id: 6,
      designation_id: undefined,
      is_active: 'true',
      skip: 30,
      limit: staffPageSize,
    });
    expect(listStaffQuerySchema.parse(query)).toMatchObject({ is_active: true, role_id: 6 });
  });
});
