import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import type { parentDetailSchema } from '@shala/contracts';
import type { z } from 'zod';
import { DetailList } from '../../../ui/detail-list';
import { parentTypeLabels } from '../lib/student-status';

type ParentDetail = z.infer<typeof parentDetailSchema>;

/** One parent's card in the student's details: contacts, work, addresses and account. */
export function ParentDetails({ parent }: { parent: ParentDetail }) {
  const label = parentTypeLabels[parent.parent_type] ?? 'Parent';
  const permanent =
    parent.permanent_address && parent.permanent_address === parent.present_address
      ? 'Same as present'
      : parent.permanent_address;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Group justify="space-between" mb="sm" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={600}>{parent.full_name}</Text>
        </div>
        {parent.username ? (
          <Badge variant="light" color="blue" radius="sm" title="Parent account user name">
            Account: {parent.username}
          </Badge>
        ) : (
          <Badge variant="light" color="gray" radius="sm">
            No account
          </Badge>
        )}
      </Group>
      <DetailList
        items={[
          {
            label: 'Mobile',
            value: parent.mobile ? (
              <Anchor href={`tel:${parent.mobile}`}>{parent.mobile}</Anchor>
            ) : null,
          },
          {
            label: 'E-mail',
            value: parent.email ? (
              <Anchor href={`mailto:${parent.email}`}>{parent.email}</Anchor>
            ) : null,
          },
          { label: 'Occupation', value: parent.occupation },
          { label: 'Qualification', value: parent.qualification },
          { label: 'Present address', value: parent.present_address },
          { label: 'Permanent address', value: permanent },
        ]}
      />
    </Card>
  );
}
