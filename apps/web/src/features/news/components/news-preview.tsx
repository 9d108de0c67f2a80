import { Anchor, Box } from '@mantine/core';
import { useElementSize, useId } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

const collapsedHeight = 96;

/**
 * A news item cut to 96 px with "Read more" / "Show less" when it is longer. Mantine's Spoiler
 * would make each item an unnamed region: several of them are landmarks axe cannot tell apart.
 */
export function NewsPreview({ children }: { children: ReactNode }) {
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const { ref, height } = useElementSize();
  const long = height > collapsedHeight;
  return (
    <div>
      <Box
        id={contentId}
        mah={open || !long ? undefined : collapsedHeight}
        style={{ overflow: 'hidden' }}
      >
        <div ref={ref}>{children}</div>
      </Box>
      {long ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          mih={44}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Show less' : 'Read more'}
        </Anchor>
      ) : null}
    </div>
  );
}
