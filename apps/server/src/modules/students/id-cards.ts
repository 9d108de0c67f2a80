import { studentMessages } from '@shala/contracts';
import type { TableCell } from 'pdfmake/interfaces';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { brandTextColor, letterheadImages, renderPdf } from '../../platform/pdf/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { assertClassSection, findSession, resolveSessionId } from '../academics/index.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { findStudentsByIds, listClassStudents, listParentContacts } from './enrolment-queries.ts';
import { cardHeight, cardWidth, idCard } from './id-card-layout.ts';
import { readPhotosForPdf } from './student-photos.ts';
import { findStudentPlaces } from './student-places.ts';

/** A class's ID cards, two across and five down on each A4 sheet, with dashed cutting lines. */
export async function renderStudentIdCards(
  tx: Tx,
  storage: FileStorage,
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
  const [people, places, parents, session] = await Promise.all([
    findStudentsByIds(tx, tenant.id, ids),
    findStudentPlaces(tx, tenant.id, sessionId, ids),
    listParentContacts(tx, tenant.id, ids, [1, 2, 3]),
    findSession(tx, tenant.id, sessionId),
  ]);
  const brand = await findSchoolBrand(tx, tenant);
  const images = letterheadImages(brand);
  const logo = Object.keys(images)[0];
  const photos = await readPhotosForPdf(
    storage,
    people.map((p) => p.photoKey),
  );
  const subtitle = `Student Identity Card${session ? ` · ${session.name}` : ''}`;
  const cards = enrolled.map((e) => {
    const person = people.find((p) => p.studentId === e.studentId);
    const place = places.get(e.studentId);
    const family = parents
      .filter((p) => p.studentId === e.studentId)
      .sort((a, b) => a.parentType - b.parentType);
    const photo = person?.photoKey ? photos.get(person.photoKey) : undefined;
    if (photo) images[`photo-${e.studentId}`] = photo;
    return idCard(brand, logo, subtitle, {
      name: e.studentName,
      admissionNo: e.admissionNo,
      classSection: [place?.className, place?.sectionName].filter(Boolean).join(' - '),
      rollNumber: e.rollNumber,
      dateOfBirth: person?.dateOfBirth ?? null,
      bloodGroup: person?.bloodGroup ?? null,
      phone: family.find((p) => p.mobile)?.mobile ?? null,
      address: family.find((p) => p.presentAddress)?.presentAddress ?? null,
      photo: photo ? `photo-${e.studentId}` : null,
    });
  });
  const rows: TableCell[][] = [];
  for (let i = 0; i < cards.length; i += 2) rows.push([cards[i]!, cards[i + 1] ?? { text: '' }]);
  const cut = brandTextColor(brand);
  const bytes = await renderPdf({
    pageSize: 'A4',
    // Centres two CR80 cards across the sheet and five down.
    pageMargins: [(595 - 2 * cardWidth) / 2, 36, 0, 24],
    info: { title: `Student ID cards — ${brand.name}`, author: brand.name, creator: 'Shala' },
    images,
    content: rows.length
      ? {
          table: {
            widths: [cardWidth, cardWidth],
            heights: cardHeight,
            dontBreakRows: true,
            body: rows,
          },
          layout: {
            hLineColor: () => cut,
            vLineColor: () => cut,
            hLineStyle: () => ({ dash: { length: 3 } }),
            vLineStyle: () => ({ dash: { length: 3 } }),
            paddingLeft: () => 0,
            paddingRight: () => 0,
            paddingTop: () => 0,
            paddingBottom: () => 0,
          },
        }
      : { text: 'No students in this class.' },
  });
  return { bytes, fileName: `id-cards-class-${query.class_id}.pdf` };
}
