import { defaultPrimaryColor } from '@shala/contracts';
import { getSubdomain } from '../school-host/get-subdomain';
import { useSchoolHost } from '../school-host/school-host-query';
import { useSession } from '../session/session-query';
import { normalizeHexColor } from './hex-color';

export interface Branding {
  /** The school's name; null on the platform's root host. */
  schoolName: string | null;
  /** Logo URL, when the school has one. */
  logo: string | null;
  /** `#rrggbb` accent: the school's primary colour, else the product default. */
  primaryColor: string;
  /** True on a school subdomain. */
  isSchoolHost: boolean;
}

/** Who the screen belongs to: the signed-in school, else the host's school, else the platform. */
export function useBranding(): Branding {
  const session = useSession();
  const hostSchool = useSchoolHost();
  const school = session?.schoolData ?? hostSchool;
  return {
    schoolName: school?.school_name ?? null,
    logo: school?.logo || session?.user.logo || null,
    primaryColor: normalizeHexColor(school?.primary_color, defaultPrimaryColor),
    isSchoolHost: getSubdomain() !== null,
  };
}
