import type { SchoolData } from '@shala/contracts';
import type { Tenant } from './tenancy.ts';

/**
 * Where a school's logo is served (its own, or a default drawn from its initials). With the
 * time its upload last changed, the address changes with it: a browser fetches a new logo at
 * once instead of the copy it keeps for five minutes.
 */
export function schoolLogoPath(
  tenant: Pick<Tenant, 'subdomain' | 'kind'>,
  uploadedAt: Date | null = null,
): string {
  const path = `/api/common/school-logo/${tenant.kind === 'PLATFORM' ? 'platform' : tenant.subdomain}`;
  return uploadedAt ? `${path}?v=${uploadedAt.getTime()}` : path;
}

/** The school as the session and the public pages show it; `logoUploadedAt` versions the logo. */
export function presentSchool(tenant: Tenant, logoUploadedAt: Date | null = null): SchoolData {
  return {
    db_name: tenant.kind === 'PLATFORM' ? '' : tenant.subdomain,
    school_name: tenant.name,
    primary_color: tenant.primaryColor,
    text_color: tenant.textColor,
    logo: schoolLogoPath(tenant, logoUploadedAt),
  };
}
