import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkTarget } from '../lib/link-target';

interface NotificationLinkProps extends AnchorProps {
  link: string | null;
  onClick?: () => void;
  children: ReactNode;
}

/** A notification's text, linking to where it leads: an app page, another site, or nowhere. */
export function NotificationLink({ link, onClick, children, ...props }: NotificationLinkProps) {
  const target = linkTarget(link);
  if (target?.kind === 'app') {
    return (
      <Anchor component={Link} to={target.to} onClick={onClick} {...props}>
        {children}
      </Anchor>
    );
  }
  if (target?.kind === 'web') {
    return (
      <Anchor
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        {...props}
      >
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component="button" type="button" onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
