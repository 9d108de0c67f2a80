import type { DataOf, getSchoolInformation } from '@shala/contracts';

/** The school's information as the server answers it. */
export type SchoolInformation = DataOf<typeof getSchoolInformation>;

/** The edit form's values: text inputs hold '' for "not given"; the year input a number or ''. */
export interface SchoolInformationValues {
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  email: string;
  website: string;
  affiliation_board: string;
  affiliation_number: string;
  established_year: number | string;
  principal_name: string;
  about: string;
}

/** The form filled from the saved information (blank where nothing is saved yet). */
export function toInformationValues(info: SchoolInformation): SchoolInformationValues {
  return {
    address: info.address ?? '',
    city: info.city ?? '',
    state: info.state ?? '',
    pincode: info.pincode ?? '',
    phone: info.phone ?? '',
    email: info.email ?? '',
    website: info.website ?? '',
    affiliation_board: info.affiliation_board ?? '',
    affiliation_number: info.affiliation_number ?? '',
    established_year: info.established_year ?? '',
    principal_name: info.principal_name ?? '',
    about: info.about ?? '',
  };
}

/** True once the school has saved its information (address, city, state are required). */
export function hasInformation(info: SchoolInformation): boolean {
  return info.address !== null || info.updated_at !== null;
}

/** The postal address as lines: street, then "City, State 560038"; empty parts left out. */
export function addressLines(
  info: Pick<SchoolInformation, 'address' | 'city' | 'state' | 'pincode'>,
): string[] {
  const place = [info.city, info.state].filter(Boolean).join(', ');
  const last = [place, info.pincode].filter(Boolean).join(' ');
  return [info.address, last].filter((line): line is string => Boolean(line));
}

/** A website as a link target, and as shown (without the scheme). */
export function websiteLink(website: string): { href: string; label: string } {
  return { href: website, label: website.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
}
