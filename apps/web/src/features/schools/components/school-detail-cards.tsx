import { Card, ColorSwatch, Group, Table, Text, Title } from '@mantine/core';
import type { DataOf, getSchool, SchoolRow } from '@shala/contracts';
import type { ReactNode } from 'react';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { DetailTable } from '../../../ui/detail-table';
import { formatDate } from '../../../ui/format-date';
import { SchoolAddressLink } from './school-address-link';
import { SchoolStatusBadge } from './school-status-badge';

type SchoolInformation = DataOf<typeof getSchool>;

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Colour({ value }: { value: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ColorSwatch color={value} size={18} aria-hidden />
      <Text size="sm" ff="monospace">
        {value}
      </Text>
    </Group>
  );
}

/** Name, address, colours, time zone, status and creation date of a school. */
export function SchoolDetailsCard({ school }: { school: SchoolRow }) {
  return (
    <InfoCard title="School details">
      <DetailTable
        label="School details"
        details={[
          { label: 'Name', value: school.school_name },
          { label: 'Subdomain', value: school.subdomain },
          { label: 'Address', value: <SchoolAddressLink url={school.url} /> },
          { label: 'Primary colour', value: <Colour value={school.primary_color} /> },
          { label: 'Text colour', value: <Colour value={school.text_color} /> },
          { label: 'Time zone', value: school.time_zone },
          { label: 'Status', value: <SchoolStatusBadge status={school.status} /> },
          { label: 'Created', value: formatDate(school.created_at) },
        ]}
      />
    </InfoCard>
  );
}

/** The school's first admin user (role School Admin), if there is one. */
export function SchoolAdminCard({ admin }: { admin: SchoolInformation['admin'] }) {
  return (
    <InfoCard title="Admin">
      {admin ? (
        <DetailTable
          label="Admin"
          details={[
            { label: 'Name', value: admin.full_name },
            { label: 'User name', value: admin.username },
            { label: 'E-mail', value: admin.email || 'N/A' },
            { label: 'Mobile', value: admin.mobile || 'N/A' },
            { label: 'Active', value: admin.is_active ? 'Yes' : 'No' },
          ]}
        />
      ) : (
        <Text c="dimmed" size="sm">
          This school has no admin user.
        </Text>
      )}
    </InfoCard>
  );
}

/** How many users the school has in each role, with the total. */
export function UsersByRoleCard({
  usersByRole,
  action,
}: {
  usersByRole: SchoolInformation['users_by_role'];
  action?: ReactNode;
}) {
  const total = usersByRole.reduce((sum, row) => sum + row.count, 0);
  return (
    <InfoCard title="Users by role">
      <Table striped verticalSpacing="xs" aria-label="Users by role">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Th ta="right">Users</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usersByRole.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text c="dimmed" ta="center" size="sm" py="sm">
                  {noDataFound}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            usersByRole.map((row) => (
              <Table.Tr key={row.role_id}>
                <Table.Td>{row.role_name}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {usersByRole.length > 0 ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right">{total}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
      {action ? (
        <Group justify="flex-end" mt="md">
          {action}
        </Group>
      ) : null}
    </InfoCard>
  );
}
