import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './school-logo.module.css';

interface SchoolLogoProps {
  logo: string | null;
  name: string;
  /** Width and height in pixels. */
  size?: number;
}

/**
 * The school's logo, or a school badge in the accent colour when it has none (or it fails).
 * A plain image rather than Mantine's Avatar: it is on the sign-in page, which has a size budget.
 */
export function SchoolLogo({ logo, name, size = 38 }: SchoolLogoProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.logo} style={{ width: size, height: size }}>
      {logo && !failed ? (
        <img src={logo} alt={`${name} logo`} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <IconSchool size="60%" role="img" aria-label={`${name} logo`} />
      )}
    </span>
  );
}
