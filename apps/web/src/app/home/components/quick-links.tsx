import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { MenuIcon } from '../../../ui/menu-icon';
import classes from './dashboard.module.css';
import { groupQuickLinks } from './quick-link-groups';

/** Cards for every page the user may open, grouped as in the side menu. */
export function QuickLinks({ currentUrl }: { currentUrl: string }) {
  const { tree } = useNavigation();
  const groups = groupQuickLinks(tree, currentUrl);
  return (
    <section aria-labelledby="quick-links">
      <Title id="quick-links" order={2} size="h3" mb="md">
        Quick links
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">
          Nothing else is open to your account yet. New pages appear here as your school switches
          them on.
        </Text>
      ) : (
        <Stack gap="xl">
          {groups.map((group) => (
            <Stack key={group.id} gap="sm">
              <Group gap="xs">
                <ThemeIcon variant="light" size="md" radius="md">
                  <MenuIcon name={group.icon} size={18} />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {group.name}
                </Title>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="sm">
                {group.links.map((link) => (
                  <Card
                    key={link.id}
                    component={Link}
                    to={link.url}
                    withBorder
                    radius="md"
                    padding="md"
                    className={classes.link}
                  >
                    <Stack gap={2} style={{ flex: 1 }} miw={0}>
                      <Text fw={600} truncate>
                        {link.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {link.section ?? group.name}
                      </Text>
                    </Stack>
                    <IconChevronRight size={18} stroke={1.6} aria-hidden />
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  );
}
