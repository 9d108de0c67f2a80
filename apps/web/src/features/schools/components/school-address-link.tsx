import { Anchor, type AnchorProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { displayAddress } from '../lib/school-address';

/**
 * The school's own login page, opened in a new tab; shows the host, e.g. hillview.shala.in.
 * `nowrap` keeps it on one line (table cells scroll sideways instead).
 */
export function SchoolAddressLink({
  url,
  nowrap = false,
  ...props
}: { url: string; nowrap?: boolean } & AnchorProps) {
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        ...(nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
      }}
      {...props}
    >
      {displayAddress(url)}
      <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
    </Anchor>
  );
}
