import { getSchoolLogo, validateSubdomain } from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { publicUrl } from '../../platform/services.ts';
import { findTenant } from '../../platform/tenancy.ts';
import { renderDefaultLogo } from './default-logo.ts';
import { presentSchool } from './present-school.ts';

export const schoolHandlers = {
  [validateSubdomain.id]: handle(validateSubdomain, async ({ body }, ctx) => {
    const school = await findTenant(ctx.tx, body.subdomain);
    const rootUrl = publicUrl(ctx.services.config, null, '/');
    if (!school) return { STATUS: 'NOT_FOUND' as const, url: rootUrl, schoolData: null };
    if (school.status !== 'ACTIVE')
      return { STATUS: 'SUSPENDED' as const, url: rootUrl, schoolData: null };
    const { school_name, primary_color, text_color, logo } = presentSchool(school);
    return {
      STATUS: 'OK' as const,
      url: publicUrl(ctx.services.config, school.subdomain, '/'),
      schoolData: { school_name, primary_color, text_color, logo },
    };
  }),

  [getSchoolLogo.id]: handle(getSchoolLogo, async ({ params }, ctx) => {
    const subdomain = params.subdomain.toLowerCase();
    const school = await findTenant(ctx.tx, subdomain === 'platform' ? null : subdomain);
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
