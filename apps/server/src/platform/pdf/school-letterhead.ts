import type { Column, Content } from 'pdfmake/interfaces';

/** What a school's documents carry at the top: its name, colours, affiliation and logo. */
export interface SchoolBrand {
  name: string;
  /** `#rrggbb`; anything else falls back to the platform's colour. */
  primaryColor: string;
  /** e.g. "Affiliated to CBSE, code 1234567"; printed under the name when set. */
  affiliation?: string | null;
  address?: string | null;
  /** The town certificates are signed at ("Place: Pune"). */
  city?: string | null;
  /** A PNG or JPEG logo; without one the school's initials are drawn on its colour. */
  logo?: Buffer | null;
}

export const fallbackColor = '#c2410c';

export function brandColor(brand: SchoolBrand): string {
  return /^#[0-9a-fA-F]{6}$/.test(brand.primaryColor) ? brand.primaryColor : fallbackColor;
}

/** WCAG relative luminance of a `#rrggbb` colour (0 black … 1 white). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The school's colour where text is drawn in it on white paper, near-black when the colour is
 * too pale to read (a pastel brand prints as nothing on a black-and-white printer).
 */
export function brandTextColor(brand: SchoolBrand): string {
  const color = brandColor(brand);
  return (1 + 0.05) / (luminance(color) + 0.05) >= 4.5 ? color : inkColor;
}

/** Text drawn on the school's colour: white on a dark colour, near-black on a pale one. */
export function textOnBrandColor(brand: SchoolBrand): string {
  return luminance(brandColor(brand)) > 0.35 ? inkColor : '#ffffff';
}

export const inkColor = '#111827';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase());
  return letters.join('') || 'S';
}

/** The name the logo is embedded under: once per PDF, however many letterheads draw it. */
const logoImageName = 'school-logo';

/** The images a document with this brand's letterhead must carry (`images` of the document). */
export function letterheadImages(brand: SchoolBrand): Record<string, string> {
  // pdfmake reads the type from the bytes; the data URL's type only marks it as inline.
  return brand.logo
    ? { [logoImageName]: `data:image/png;base64,${brand.logo.toString('base64')}` }
    : {};
}

function logoBlock(brand: SchoolBrand): Column {
  if (brand.logo) return { image: logoImageName, fit: [48, 48], width: 48 };
  const badge = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${brandColor(brand)}"/></svg>`;
  return {
    stack: [
      { svg: badge, width: 48, height: 48 },
      {
        text: initials(brand.name),
        color: textOnBrandColor(brand),
        bold: true,
        fontSize: 18,
        alignment: 'center',
        relativePosition: { x: 0, y: -36 },
      },
    ],
    width: 48,
  };
}

/** The letterhead: logo, name, affiliation and address, over a rule in the school's colour. */
export function schoolLetterhead(brand: SchoolBrand): Content {
  const lines: Content[] = [
    { text: brand.name, fontSize: 16, bold: true, color: brandTextColor(brand) },
  ];
  if (brand.affiliation) lines.push({ text: brand.affiliation, fontSize: 9, color: '#374151' });
  if (brand.address) lines.push({ text: brand.address, fontSize: 9, color: '#374151' });
  return {
    stack: [
      { columns: [logoBlock(brand), { stack: lines, margin: [10, 4, 0, 0] }], columnGap: 0 },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: 515,
            y2: 0,
            lineWidth: 2,
            lineColor: brandTextColor(brand),
          },
        ],
        margin: [0, 8, 0, 12],
      },
    ],
  };
}
