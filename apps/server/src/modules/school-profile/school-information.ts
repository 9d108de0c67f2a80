import type { SchoolProfileBody } from '@shala/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { schoolLogoPath } from '../../platform/present-school.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findSchoolLogoVersion } from './school-logo.ts';
import { schoolProfiles } from './tables.ts';

/** The school's information: its platform name and colours (read-only here) and its profile. */
export async function getSchoolInformation(tx: Tx, tenant: Tenant) {
  const [profile] = await tx
    .select()
    .from(schoolProfiles)
    .where(eq(schoolProfiles.tenantId, tenant.id));
  const logoVersion = await findSchoolLogoVersion(tx, tenant.id);
  return {
    school_name: tenant.name,
    subdomain: tenant.subdomain,
    primary_color: tenant.primaryColor,
    text_color: tenant.textColor,
    logo: schoolLogoPath(tenant, logoVersion),
    logo_uploaded: logoVersion ? (1 as const) : (0 as const),
    address: profile?.address ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    pincode: profile?.pincode ?? null,
    phone: profile?.phone ?? null,
    email: profile?.email ?? null,
    website: profile?.website ?? null,
    affiliation_board: profile?.affiliationBoard ?? null,
    affiliation_number: profile?.affiliationNumber ?? null,
    established_year: profile?.establishedYear ?? null,
    principal_name: profile?.principalName ?? null,
    about: profile?.about ?? null,
    updated_at: profile?.updatedAt.toISOString() ?? null,
  };
}

/** Creates or replaces the profile (one row per school). */
export async function saveSchoolInformation(
  tx: Tx,
  tenant: Tenant,
  body: SchoolProfileBody,
): Promise<void> {
  const values = {
    address: body.address,
    city: body.city,
    state: body.state,
    pincode: body.pincode,
    phone: body.phone,
    email: body.email,
    website: body.website,
    affiliationBoard: body.affiliation_board,
    affiliationNumber: body.affiliation_number,
    establishedYear: body.established_year,
    principalName: body.principal_name,
    about: body.about,
  };
  await tx
    .insert(schoolProfiles)
    .values({ tenantId: tenant.id, ...values })
    .onConflictDoUpdate({
      target: schoolProfiles.tenantId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
