/** How an admission number is composed from the school's format. */
export interface RegistrationFormat {
  prefix: string;
  includeYear: boolean;
  separator: string;
  digits: number;
}

/** e.g. GW/2026/0007 for prefix GW, year 2026, number 7, 4 digits. */
export function formatAdmissionNumber(
  format: RegistrationFormat,
  year: number,
  number: number,
): string {
  const parts = [
    format.prefix.trim(),
    format.includeYear ? String(year) : '',
    String(number).padStart(format.digits, '0'),
  ];
  return parts.filter((part) => part !== '').join(format.separator);
}

/** The counter scope: numbers restart each year when the year is part of the number. */
export const admissionScope = (format: Pick<RegistrationFormat, 'includeYear'>, year: number) =>
  format.includeYear ? String(year) : '';
