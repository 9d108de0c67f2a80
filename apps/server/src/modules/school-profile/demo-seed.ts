import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { schoolBanners, schoolProfiles } from './tables.ts';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain banner image: a horizontal gradient from `colour` to white (a real PNG file). */
export function drawBannerPng(colour: string, width = 1200, height = 400): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    const t = x / width;
    row[1 + x * 3] = Math.round(r + (255 - r) * t * 0.8);
    row[2 + x * 3] = Math.round(g + (255 - g) * t * 0.8);
    row[3 + x * 3] = Math.round(b + (255 - b) * t * 0.8);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
