import type { SchoolData } from '@shala/contracts';
import type { Tenant } from './tenancy.ts';

/** Where a school's logo is served (its own, or a default drawn from its initials). */
export const schoolLogoPath = (tenant: Pick<Tenant, 'subdomain' | 'kind'>) =>
  `/api/common/school-logo/${tenant.kind === 'PLATFORM' ? 'platform' : tenant.subdomain}`;

export function presentSchool(tenant: Tenant): SchoolData {
  return {
    db_name: tenant.kind === 'PLATFORM' ? '' : tenant.subdomain,
    school_name: tenant.name,
    primary_color: tenant.primaryColor,
    text_color: tenant.textColor,
    logo: schoolLogoPath(tenant),
  };
}
