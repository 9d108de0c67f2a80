import { NavLink } from '@mantine/core';
import type { MenuNode } from '@shala/contracts';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { findActiveTrail, isActiveUrl } from '../../platform/navigation/side-menu';
import { MenuIcon } from '../../ui/menu-icon';

interface SideNavProps {
  nodes: MenuNode[];
  /** Called after a page link is followed (closes the menu on phones). */
  onNavigate: () => void;
}

/** The side menu (spec §2.6): up to three levels; the groups around the current page open. */
export function SideNav({ nodes, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const trailKey = findActiveTrail(nodes, pathname).join(',');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(
    () => new Set(trailKey ? trailKey.split(',').map(Number) : []),
  );

  // Arriving at a page (by the menu, a quick link or the address bar) opens its groups;
  // groups the user opened stay open.
  useEffect(() => {
    if (!trailKey) return;
    setOpenIds((current) => new Set([...current, ...trailKey.split(',').map(Number)]));
  }, [trailKey]);

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const renderNode = (node: MenuNode, depth: number) => {
    const leftSection = depth === 0 ? <MenuIcon name={node.icon} /> : undefined;
    if (node.url) {
      return (
        <NavLink
          key={node.id}
          component={Link}
          to={node.url}
          label={node.name}
          leftSection={leftSection}
          active={isActiveUrl(node.url, pathname)}
          aria-current={isActiveUrl(node.url, pathname) ? 'page' : undefined}
          onClick={onNavigate}
          fw={depth === 0 ? 500 : undefined}
        />
      );
    }
    const opened = openIds.has(node.id);
    return (
      <NavLink
        key={node.id}
        component="button"
        type="button"
        label={node.name}
        leftSection={leftSection}
        rightSection={<IconChevronRight size={16} stroke={1.7} aria-hidden />}
        opened={opened}
        onChange={() => toggle(node.id)}
        aria-expanded={opened}
        childrenOffset={depth === 0 ? 30 : 'sm'}
        fw={depth === 0 ? 500 : undefined}
      >
        {node.subModules.map((child) => renderNode(child, depth + 1))}
      </NavLink>
    );
  };

  return <>{nodes.map((node) => renderNode(node, 0))}</>;
}
