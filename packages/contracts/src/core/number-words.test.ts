import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  classInFiguresAndWords,
  dateInWords,
  numberInWords,
  ordinalInWords,
} from './number-words.ts';

const smallWords = [
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
const tensWords = ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const scales: Record<string, number> = { Thousand: 1_000, Lakh: 100_000 };

/** Reads Indian English number words back (the inverse the property checks against). */
function parseWords(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.split(' ')) {
    const small = smallWords.indexOf(word);
    const ten = tensWords.indexOf(word);
    if (small >= 0) current += small;
    else if (ten >= 0) current += (ten + 2) * 10;
    else if (word === 'Hundred') current *= 100;
    else if (word === 'Crore') {
      total = (total + current) * 10_000_000;
      current = 0;
    } else if (scales[word]) {
      total += current * scales[word];
      current = 0;
    } else throw new Error(`unexpected word ${word}`);
  }
  return total + current;
}

describe('numberInWords', () => {
  it('says numbers the Indian way', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(12_400)).toBe('Twelve Thousand Four Hundred');
    expect(numberInWords(120_000)).toBe('One Lakh Twenty Thousand');
    expect(numberInWords(4_20_00_000)).toBe('Four Crore Twenty Lakh');
    expect(numberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
  });

  it('reads back to the same number, without a doubled space or a stray Zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_000 }), (n) => {
        const words = numberInWords(n);
        expect(parseWords(words)).toBe(n);
        expect(words).not.toMatch(/ {2}|Zero/);
      }),
    );
  });

  it('refuses what is not a non-negative whole number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('says rupees and paise as a receipt does', () => {
    expect(amountInWords(1_240_000)).toBe('Rupees Twelve Thousand Four Hundred Only');
    expect(amountInWords(1_060_050)).toBe('Rupees Ten Thousand Six Hundred and Fifty Paise Only');
    expect(amountInWords(42_40_000_00)).toBe('Rupees Forty Two Lakh Forty Thousand Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('names the rupees and the paise of any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000_000_00 }), (paise) => {
        const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(amountInWords(paise));
        expect(match).not.toBeNull();
        expect(parseWords(match![1]!)).toBe(Math.floor(paise / 100));
        expect(match![2] ? parseWords(match![2]) : 0).toBe(paise % 100);
      }),
    );
  });
});

describe('dates and classes in words', () => {
  it('says ordinals and dates', () => {
    expect(ordinalInWords(1)).toBe('First');
    expect(ordinalInWords(12)).toBe('Twelfth');
    expect(ordinalInWords(22)).toBe('Twenty Second');
    expect(ordinalInWords(30)).toBe('Thirtieth');
    expect(dateInWords('2012-08-15')).toBe('Fifteenth August Two Thousand Twelve');
    expect(dateInWords('2009-03-31')).toBe('Thirty First March Two Thousand Nine');
    expect(() => dateInWords('15-08-2012')).toThrow(RangeError);
  });

  it('says a class in figures and words', () => {
    expect(classInFiguresAndWords('10')).toBe('10 (Ten)');
    expect(classInFiguresAndWords('X')).toBe('10 (Ten)');
    expect(classInFiguresAndWords('Class ix')).toBe('9 (Nine)');
    expect(classInFiguresAndWords('Ten')).toBe('10 (Ten)');
    expect(classInFiguresAndWords('LKG')).toBe('LKG');
  });
});
