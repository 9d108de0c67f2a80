import { getSchoolLogo, validateSubdomain } from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { presentSchool } from '../../platform/present-school.ts';
import { publicUrl } from '../../platform/services.ts';
import { findTenant } from '../../platform/tenancy.ts';
import { findSchoolLogo, findSchoolLogoVersion } from '../school-profile/index.ts';
import { renderDefaultLogo } from './default-logo.ts';

export const schoolHandlers = {
  [validateSubdomain.id]: handle(validateSubdomain, async ({ body }, ctx) => {
    const school = await findTenant(ctx.tx, body.subdomain);
    const rootUrl = publicUrl(ctx.services.config, null, '/');
    if (!school) return { STATUS: 'NOT_FOUND' as const, url: rootUrl, schoolData: null };
    if (school.status !== 'ACTIVE')
      return { STATUS: 'SUSPENDED' as const, url: rootUrl, schoolData: null };
    // The upload is readable only on the school's own host (its row is the tenant's).
    const uploadedAt = await findSchoolLogoVersion(ctx.tx, school.id);
    const { school_name, primary_color, text_color, logo } = presentSchool(school, uploadedAt);
    return {
      STATUS: 'OK' as const,
      url: publicUrl(ctx.services.config, school.subdomain, '/'),
      schoolData: { school_name, primary_color, text_color, logo },
    };
  }),

  [getSchoolLogo.id]: handle(getSchoolLogo, async ({ params }, ctx) => {
    const subdomain = params.subdomain.toLowerCase();
    const school = await findTenant(ctx.tx, subdomain === 'platform' ? null : subdomain);
    // The school's own upload first (readable only on its own host: its row is the tenant's).
    const uploaded = school ? await findSchoolLogo(ctx.tx, school.id) : null;
    if (uploaded) {
      ctx.reply
        .header('content-type', uploaded.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(uploaded.image);
      return null;
    }
    if (school?.logoUrl) {
      ctx.reply.redirect(school.logoUrl);
      return null;
    }
    const svg = renderDefaultLogo(school?.name ?? 'Shala', school?.primaryColor ?? '#efa48d');
    ctx.reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=300')
      .send(svg);
    return null;
  }),
};
