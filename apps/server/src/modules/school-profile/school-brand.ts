import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import type { SchoolBrand } from '../../platform/pdf/index.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findSchoolLogo } from './school-logo.ts';
import { schoolProfiles } from './tables.ts';

/** What the school's documents carry at the top (PDF receipts, certificates, report cards). */
export async function findSchoolBrand(tx: Tx, tenant: Tenant): Promise<SchoolBrand> {
  const [profile] = await tx
    .select({
      address: schoolProfiles.address,
      city: schoolProfiles.city,
      state: schoolProfiles.state,
      pincode: schoolProfiles.pincode,
      phone: schoolProfiles.phone,
      board: schoolProfiles.affiliationBoard,
      number: schoolProfiles.affiliationNumber,
    })
    .from(schoolProfiles)
    .where(eq(schoolProfiles.tenantId, tenant.id));
  const place = [profile?.address, profile?.city, profile?.state, profile?.pincode]
    .filter(Boolean)
    .join(', ');
  const address = [place, profile?.phone ? `Phone ${profile.phone}` : '']
    .filter(Boolean)
    .join(' · ');
  const affiliation = profile?.board
    ? `Affiliated to ${profile.board}${profile.number ? `, affiliation no. ${profile.number}` : ''}`
    : null;
  return {
    name: tenant.name,
    primaryColor: tenant.primaryColor,
    affiliation,
    address: address || null,
    city: profile?.city ?? null,
    logo: (await findSchoolLogo(tx, tenant.id))?.image ?? null,
  };
}
