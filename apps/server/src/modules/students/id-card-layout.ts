import { certificateDate } from '@shala/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { brandColor, type SchoolBrand, textOnBrandColor } from '../../platform/pdf/index.ts';

/** What one card prints about a student. */
export interface CardStudent {
  name: string;
  admissionNo: string;
  classSection: string;
  rollNumber: number | null;
  dateOfBirth: string | null;
  bloodGroup: string | null;
  phone: string | null;
  address: string | null;
  /** The name of the photo in the document's images, or null for a box to paste one in. */
  photo: string | null;
}

/** A card's size: the CR80 card (85.6 × 54 mm) in points. */
export const cardWidth = 243;
export const cardHeight = 153;

const gray = '#374151';

function line(label: string, value: string | number | null): Content {
  return {
    text: [
      { text: `${label}: `, color: gray },
      { text: value === null || value === '' ? '—' : String(value), bold: true },
    ],
    fontSize: 7.5,
    margin: [0, 0.5, 0, 0],
  };
}

/** The school's name and logo on its colour, across the top of the card. */
function band(brand: SchoolBrand, logo: string | undefined, subtitle: string): Content {
  const color = textOnBrandColor(brand);
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            columns: [
              ...(logo ? [{ image: logo, fit: [22, 22] as [number, number], width: 24 }] : []),
              {
                stack: [
                  { text: brand.name, bold: true, fontSize: 9.5, color },
                  { text: subtitle, fontSize: 6.5, color },
                ],
                margin: [2, logo ? 1 : 0, 0, 0],
              },
            ],
            fillColor: brandColor(brand),
            margin: [4, 3, 4, 3],
          },
        ],
      ],
    },
    layout: 'noBorders',
  } as Content;
}

function photoBox(photo: string | null): Content {
  if (photo) return { image: photo, fit: [54, 66], width: 56, alignment: 'center' } as Content;
  return {
    table: {
      widths: [50],
      heights: [62],
      body: [
        [
          {
            text: 'Photo',
            fontSize: 7,
            color: '#6b7280',
            alignment: 'center',
            margin: [0, 26, 0, 0],
          },
        ],
      ],
    },
    width: 56,
  } as Content;
}

/**
 * One ID card: the school's band (logo, name, colour), the photo, name, class - section,
 * admission number, roll, date of birth, blood group, the parent's phone, a QR code of the
 * admission number, and the address.
 */
export function idCard(
  brand: SchoolBrand,
  logo: string | undefined,
  subtitle: string,
  s: CardStudent,
): TableCell {
  return {
    stack: [
      band(brand, logo, subtitle),
      {
        columns: [
          photoBox(s.photo),
          {
            stack: [
              { text: s.name, bold: true, fontSize: 10, margin: [0, 0, 0, 1] },
              line('Class', s.classSection),
              line('Adm. No.', s.admissionNo),
              line('Roll No.', s.rollNumber),
              line('DOB', s.dateOfBirth ? certificateDate(s.dateOfBirth) : null),
              line('Blood Group', s.bloodGroup),
              line("Parent's Phone", s.phone),
            ],
            width: '*',
          },
          { qr: s.admissionNo, fit: 54, width: 54, margin: [0, 2, 0, 0] },
        ],
        columnGap: 5,
        margin: [5, 5, 5, 0],
      },
      {
        text: [
          { text: 'Address: ', color: gray },
          { text: s.address ? s.address.slice(0, 120) : '—' },
        ],
        fontSize: 7,
        margin: [5, 3, 5, 0],
      },
    ],
  } as TableCell;
}
