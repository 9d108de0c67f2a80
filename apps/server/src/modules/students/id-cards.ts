import { certificateDate, studentMessages } from '@shala/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import {
  brandTextColor,
  letterheadImages,
  renderPdf,
  type SchoolBrand,
} from '../../platform/pdf/index.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { assertClassSection, resolveSessionId } from '../academics/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { findStudentsByIds, listClassStudents, listParentContacts } from './enrolment-queries.ts';
import { findStudentPlaces } from './student-places.ts';

interface CardStudent {
  name: string;
  admissionNo: string;
  classSection: string;
  rollNumber: number | null;
  dateOfBirth: string | null;
  bloodGroup: string | null;
  phone: string | null;
  address: string | null;
}

function card(brand: SchoolBrand, logo: string | undefined, s: CardStudent): TableCell {
  const line = (label: string, value: string | number | null) => ({
    text: [
      { text: `${label}: `, color: '#374151' },
      { text: value === null ? '—' : String(value) },
    ],
    fontSize: 7.5,
  });
  const heading: Content = {
    columns: [
      ...(logo ? [{ image: logo, fit: [22, 22] as [number, number], width: 24 }] : []),
      {
        text: brand.name,
        bold: true,
        fontSize: 10,
        color: brandTextColor(brand),
        margin: [2, 4, 0, 0],
      },
    ],
    margin: [0, 0, 0, 4],
  } as Content;
  return {
    stack: [
      heading,
      {
        columns: [
          {
            table: {
              widths: [52],
              heights: [64],
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
            width: 58,
          },
          {
            stack: [
              { text: s.name, bold: true, fontSize: 10 },
              line('Class', s.classSection),
              line('Adm. No.', s.admissionNo),
              line('Roll No.', s.rollNumber),
              line('DOB', s.dateOfBirth ? certificateDate(s.dateOfBirth) : null),
              line('Blood Group', s.bloodGroup),
              line("Parent's Phone", s.phone),
            ],
            width: '*',
          },
          { qr: s.admissionNo, fit: 58, width: 58 },
        ],
        columnGap: 6,
      },
      { ...line('Address', s.address), margin: [0, 4, 0, 0] },
    ],
    margin: [4, 4, 4, 4],
  } as TableCell;
}

/** A class's ID cards, two across and five down on each A4 sheet, for cutting out. */
export async function renderStudentIdCards(
  tx: Tx,
  tenant: Tenant,
  query: { class_id: number; section_id?: number; session_id?: number },
) {
  const sessionId = await resolveSessionId(tx, tenant.id, query.session_id);
  if (sessionId === null) throw badRequest(studentMessages.sessionNotFound, 'session_id');
  await assertClassSection(tx, tenant.id, sessionId, query.class_id, query.section_id);
  const enrolled = await listClassStudents(tx, tenant.id, {
    sessionId,
    classId: query.class_id,
    sectionId: query.section_id ?? null,
  });
  const ids = enrolled.map((e) => e.studentId);
  const [people, places, parents] = await Promise.all([
    findStudentsByIds(tx, tenant.id, ids),
    findStudentPlaces(tx, tenant.id, sessionId, ids),
    listParentContacts(tx, tenant.id, ids, [1, 2, 3]),
  ]);
  const brand = await findSchoolBrand(tx, tenant);
  const images = letterheadImages(brand);
  const logo = Object.keys(images)[0];
  const cards = enrolled.map((e) => {
    const person = people.find((p) => p.studentId === e.studentId);
    const place = places.get(e.studentId);
    const family = parents
      .filter((p) => p.studentId === e.studentId)
      .sort((a, b) => a.parentType - b.parentType);
    return card(brand, logo, {
      name: e.studentName,
      admissionNo: e.admissionNo,
      classSection: [place?.className, place?.sectionName].filter(Boolean).join(' - '),
      rollNumber: e.rollNumber,
      dateOfBirth: person?.dateOfBirth ?? null,
      bloodGroup: person?.bloodGroup ?? null,
      phone: family.find((p) => p.mobile)?.mobile ?? null,
      address: family.find((p) => p.presentAddress)?.presentAddress ?? null,
    });
  });
  const rows: TableCell[][] = [];
  for (let i = 0; i < cards.length; i += 2) rows.push([cards[i]!, cards[i + 1] ?? { text: '' }]);
  const bytes = await renderPdf({
    pageSize: 'A4',
    pageMargins: [28, 28, 28, 28],
    info: { title: `Student ID cards — ${brand.name}`, author: brand.name, creator: 'Shala' },
    images,
    content: rows.length
      ? {
          table: { widths: ['*', '*'], heights: 146, dontBreakRows: true, body: rows },
          layout: {
            hLineColor: () => brandTextColor(brand),
            vLineColor: () => brandTextColor(brand),
            hLineStyle: () => ({ dash: { length: 3 } }),
            vLineStyle: () => ({ dash: { length: 3 } }),
          },
        }
      : { text: 'No students in this class.' },
  });
  return { bytes, fileName: `id-cards-class-${query.class_id}.pdf` };
}
