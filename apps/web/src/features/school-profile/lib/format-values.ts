import { registrationFormatBodySchema, registrationSeparators } from '@shala/contracts';
import type { DraftRegistrationFormat, SavedRegistrationFormat } from './admission-preview';

type Separator = (typeof registrationSeparators)[number];

/** The format form's values: number inputs hold a number or ''. */
export interface FormatValues {
  prefix: string;
  include_year: boolean;
  separator: Separator;
  digits: number | string;
  start_from: number | string;
}

/** The form filled from the saved format. */
export function toFormatValues(saved: SavedRegistrationFormat): FormatValues {
  return {
    prefix: saved.prefix,
    include_year: saved.include_year === 1,
    separator: asSeparator(saved.separator),
    digits: saved.digits,
    start_from: saved.start_from,
  };
}

/** The draft as the server would read it, or null while the form has a problem. */
export function readDraft(values: FormatValues): DraftRegistrationFormat | null {
  const parsed = registrationFormatBodySchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** The separators, as the segmented control offers them ('' is written "None"). */
export const separatorOptions = [
  { value: '/', label: '/', name: 'Slash' },
  { value: '-', label: '-', name: 'Hyphen' },
  { value: '_', label: '_', name: 'Underscore' },
  { value: '.', label: '.', name: 'Dot' },
  { value: '', label: 'None', name: 'None' },
] as const;

/** One of the separators the server takes; anything else reads as the default '/'. */
export function asSeparator(value: string): Separator {
  return (registrationSeparators as readonly string[]).includes(value) ? (value as Separator) : '/';
}

/** A segmented control cannot hold '' as a value: "none" stands for no separator. */
export const toSeparatorControl = (separator: string) => separator || 'none';
export const fromSeparatorControl = (value: string): Separator =>
  value === 'none' ? '' : asSeparator(value);
