import type { SchoolRow } from '@shala/contracts';
import { updateSchoolBodySchema } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { parseId, parseStatusFilter, statusChangeBody, toggledStatus } from './school-status';

const school: SchoolRow = {
  id: 7,
  school_name: 'Hillview Convent',
  subdomain: 'hillview',
  url: 'http://hillview.shala.localhost:3000/login',
  primary_color: '#112233',
  text_color: '#ffffff',
  time_zone: 'Asia/Kolkata',
  status: 'ACTIVE',
  created_at: '2026-11-21T10:00:00.000Z',
  user_count: 1,
};

describe('statusChangeBody', () => {
  it('keeps every school field and changes only the status, valid for the PUT', () => {
    const body = statusChangeBody(school, toggledStatus(school.status));
    expect(body).toEqual({
      id: 7,
      school_name: 'Hillview Convent',
      primary_color: '#112233',
      text_color: '#ffffff',
      time_zone: 'Asia/Kolkata',
      status: 'SUSPENDED',
    });
    expect(updateSchoolBodySchema.safeParse(body).success).toBe(true);
  });

  it('toggles both ways', () => {
    expect(toggledStatus('SUSPENDED')).toBe('ACTIVE');
    expect(toggledStatus('ACTIVE')).toBe('SUSPENDED');
  });
});

describe('address bar values', () => {
  it('reads a status filter, anything else meaning all', () => {
    expect(parseStatusFilter('SUSPENDED')).toBe('SUSPENDED');
    expect(parseStatusFilter('suspended')).toBeNull();
    expect(parseStatusFilter(null)).toBeNull();
  });

  it('reads positive ids only', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999']) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
