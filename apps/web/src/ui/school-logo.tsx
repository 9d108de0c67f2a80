import { Avatar, type MantineSize } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

interface SchoolLogoProps {
  logo: string | null;
  name: string;
  size?: MantineSize | number;
}

/** The school's logo, or a school badge in the accent colour when it has none (or it fails). */
export function SchoolLogo({ logo, name, size = 'md' }: SchoolLogoProps) {
  return (
    <Avatar
      src={logo || null}
      alt={`${name} logo`}
      size={size}
      radius="md"
      color="brand"
      variant="filled"
      imageProps={{ loading: 'lazy' }}
    >
      <IconSchool size="60%" aria-hidden />
    </Avatar>
  );
}
