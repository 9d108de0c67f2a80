import { Typography } from '@mantine/core';

/**
 * A news item's description as formatted text. The markup was sanitized on the server
 * before it was stored (a short list of formatting tags, http(s)/mailto links only).
 */
export function NewsContent({ markup }: { markup: string }) {
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only sanitized markup */}
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </Typography>
  );
}
