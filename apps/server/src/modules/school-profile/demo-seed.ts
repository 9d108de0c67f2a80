import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { drawBannerPng } from '../../platform/files/gradient-png.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { schoolBanners, schoolProfiles } from './tables.ts';

/**
 * A demo school's information and two banners (when a file storage is given). Idempotent:
 * an existing profile is kept, and banners are added only to a school that has none.
 */
export async function seedSchoolProfile(
  tx: Tx,
  tenantId: number,
  school: { subdomain: string; name: string; primaryColor: string },
  storage?: FileStorage,
): Promise<void> {
  // Riverside's own details; greenwood's for every other school (the journeys' copies of it).
  const greenwood = school.subdomain !== 'riverside';
  await tx
    .insert(schoolProfiles)
    .values({
      tenantId,
      address: greenwood ? '12 MG Road, Indiranagar' : '4 River View Lane',
      city: greenwood ? 'Bengaluru' : 'Pune',
      state: greenwood ? 'Karnataka' : 'Maharashtra',
      pincode: greenwood ? '560038' : '411001',
      phone: greenwood ? '8012345670' : '2026123456',
      email: `office@${school.subdomain}.example.com`,
      affiliationBoard: 'CBSE',
      affiliationNumber: greenwood ? '830123' : '1130456',
      establishedYear: greenwood ? 1998 : 2005,
      principalName: greenwood ? 'Dr. Lakshmi Menon' : 'Mr. Arun Patil',
      about: `${school.name} is a co-educational day school from Nursery to class 10.`,
    })
    .onConflictDoNothing();
  if (!storage) return;
  const [banner] = await tx
    .select({ id: schoolBanners.id })
    .from(schoolBanners)
    .where(eq(schoolBanners.tenantId, tenantId))
    .limit(1);
  if (banner) return;
  const banners = [
    { title: `Welcome to ${school.name}`, colour: school.primaryColor },
    { title: 'Admissions open for 2026-27', colour: '#4a9d6f' },
  ];
  for (const [index, item] of banners.entries()) {
    const fileKey = `schools/${tenantId}/banners/demo-${index + 1}.png`;
    await storage.put(fileKey, drawBannerPng(item.colour), 'image/png');
    await tx.insert(schoolBanners).values({
      tenantId,
      title: item.title,
      fileKey,
      contentType: 'image/png',
      position: index + 1,
    });
  }
}
