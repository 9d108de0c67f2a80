import { describe, expect, it } from 'vitest';
import {
  addressLines,
  hasInformation,
  type SchoolInformation,
  toInformationValues,
  websiteLink,
} from './information-values';

const blank: SchoolInformation = {
  school_name: 'Greenwood High School',
  subdomain: 'greenwood',
  primary_color: '#3b7ddd',
  text_color: '#3b7ddd',
  logo: '/api/common/school-logo/greenwood',
  logo_uploaded: 0,
  address: null,
  city: null,
  state: null,
  pincode: null,
  phone: null,
  email: null,
  website: null,
  affiliation_board: null,
  affiliation_number: null,
  established_year: null,
  principal_name: null,
  about: null,
  updated_at: null,
};

const saved: SchoolInformation = {
  ...blank,
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  established_year: 1998,
  updated_at: '2026-04-01T10:00:00.000Z',
};

describe('toInformationValues', () => {
  it('fills blanks with empty text and keeps saved values', () => {
    const values = toInformationValues(blank);
    expect(values.address).toBe('');
    expect(values.established_year).toBe('');
    expect(toInformationValues(saved)).toMatchObject({ city: 'Bengaluru', established_year: 1998 });
  });
});

describe('hasInformation', () => {
  it('tells a saved profile from a school that never saved one', () => {
    expect(hasInformation(blank)).toBe(false);
    expect(hasInformation(saved)).toBe(true);
  });
});

describe('addressLines', () => {
  it('writes street, then city, state and pincode', () => {
    expect(addressLines(saved)).toEqual(['12 MG Road, Indiranagar', 'Bengaluru, Karnataka 560038']);
    expect(addressLines({ ...blank, city: 'Pune' })).toEqual(['Pune']);
    expect(addressLines(blank)).toEqual([]);
  });
});

describe('websiteLink', () => {
  it('shows the address without its scheme', () => {
    expect(websiteLink('https://greenwood.example.com/')).toEqual({
      href: 'https://greenwood.example.com/',
      label: 'greenwood.example.com',
    });
  });
});
