import type { Paise } from './money.ts';

/**
 * Numbers, amounts and dates in Indian English words, as receipts and certificates print them:
 * the Indian system (thousand, lakh, crore), capitalised words, no "and" inside the rupees.
 */

const units = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return units[n] as string;
  const unit = n % 10;
  return unit ? `${tens[Math.floor(n / 10)]} ${units[unit]}` : (tens[n / 10] as string);
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${units[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words, Indian system: 120000 → "One Lakh Twenty Thousand". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError('numberInWords takes a safe non-negative integer');
  }
  if (n === 0) return units[0] as string;
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  // Above 99 crore the count of crores is itself said in lakhs and thousands.
  if (crores) parts.push(`${numberInWords(crores)} Crore`);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in words as a receipt prints it: 1240000 paise → "Rupees Twelve Thousand Four
 * Hundred Only"; paise follow as "and Fifty Paise"; less than a rupee is "Fifty Paise Only".
 */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError('amountInWords takes a safe non-negative integer of paise');
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  const paisePart = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ordinalUnits: Record<string, string> = {
  One: 'First',
  Two: 'Second',
  Three: 'Third',
  Five: 'Fifth',
  Eight: 'Eighth',
  Nine: 'Ninth',
  Twelve: 'Twelfth',
};

/** 1 → "First", 22 → "Twenty Second", 30 → "Thirtieth". */
export function ordinalInWords(n: number): string {
  const words = numberInWords(n).split(' ');
  const last = words.pop() as string;
  const ordinal =
    ordinalUnits[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal].join(' ');
}

/** A calendar date (YYYY-MM-DD) in words: "Fifteenth August Two Thousand Twelve". */
export function dateInWords(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) {
    throw new RangeError(`not a calendar date: ${isoDate}`);
  }
  return `${ordinalInWords(Number(match[3]))} ${month} ${numberInWords(Number(match[1]))}`;
}

const romanValues: ReadonlyArray<readonly [string, number]> = [
  ['XII', 12],
  ['XI', 11],
  ['X', 10],
  ['IX', 9],
  ['VIII', 8],
  ['VII', 7],
  ['VI', 6],
  ['V', 5],
  ['IV', 4],
  ['III', 3],
  ['II', 2],
  ['I', 1],
];

/**
 * A class's name in figures and words, as a TC asks: "10" or "X" → "10 (Ten)", "Ten" → "10
 * (Ten)"; a name that is not a class number (LKG, Nursery) is printed as it is.
 */
export function classInFiguresAndWords(className: string): string {
  const name = className.trim().replace(/^class\s+/i, '');
  let value: number | undefined;
  if (/^\d{1,2}$/.test(name)) value = Number(name);
  else value = romanValues.find(([roman]) => roman === name.toUpperCase())?.[1];
  if (value === undefined) {
    const index = units.findIndex((word) => word.toLowerCase() === name.toLowerCase());
    if (index > 0) value = index;
  }
  if (value === undefined || value < 1 || value > 12) return className.trim();
  return `${value} (${numberInWords(value)})`;
}
