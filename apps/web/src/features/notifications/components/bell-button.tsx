import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { unreadBadge } from '../lib/link-target';

interface BellButtonProps extends ComponentPropsWithoutRef<'button'> {
  unread: number;
  /** A drop-down's target hands its ref and handlers through to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** The top bar's bell, with the unread count on it. */
export function BellButton({ unread, ref, ...props }: BellButtonProps) {
  const badge = unreadBadge(unread);
  return (
    <Indicator label={badge} disabled={!badge} size={18} offset={6} color="red" withBorder>
      <ActionIcon
        {...props}
        ref={ref}
        variant="subtle"
        color="gray"
        size={44}
        radius="xl"
        aria-label={badge ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
