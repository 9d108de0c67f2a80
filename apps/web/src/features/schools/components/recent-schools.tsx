import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SchoolRow } from '@shala/contracts';
import { Link } from 'react-router';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { formatDate } from '../../../ui/format-date';
import { SchoolAddressLink } from './school-address-link';
import { SchoolStatusBadge } from './school-status-badge';

/** The newest schools: name, address, status and the day each was registered. */
export function RecentSchools({ schools }: { schools: readonly SchoolRow[] | undefined }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Recent schools">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent schools
        </Title>
        <Anchor component={Link} to="/school/schoollist" size="sm">
          View all schools
        </Anchor>
      </Group>
      {schools === undefined ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : schools.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {noDataFound}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {schools.map((school, index) => (
            <Group
              key={school.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="sm"
              style={
                index > 0
                  ? { borderTop: '1px solid var(--mantine-color-default-border)' }
                  : undefined
              }
            >
              <Stack gap={2} miw={0}>
                <Anchor component={Link} to={`/school/information/${school.id}`} fw={600}>
                  {school.school_name}
                </Anchor>
                <SchoolAddressLink url={school.url} />
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <SchoolStatusBadge status={school.status} />
                <Text size="sm" c="dimmed" aria-label={`Created ${formatDate(school.created_at)}`}>
                  {formatDate(school.created_at)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
