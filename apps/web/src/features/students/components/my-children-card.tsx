import { Avatar, Group, Stack, Text } from '@mantine/core';
import { roleIds } from '@shala/contracts';
import { useSignedInSession } from '../../../platform/session/session-query';
import { HomeCard } from '../../../ui/home-card';
import { useMyChildrenQuery } from '../../../ui/lookups/list-my-children';
import { classLabel } from '../lib/class-choice';

/**
 * The signed-in parent's children with class, section and roll number in the current
 * session. Renders nothing for a user who is not a parent.
 */
export function MyChildrenCard() {
  const { user } = useSignedInSession();
  const isParent = user.user_role_id === roleIds.parent;
  const children = useMyChildrenQuery(
    isParent ? { userId: user.id, parentType: user.parent_type } : null,
  );
  if (!isParent) return null;

  const rows = children.data ?? [];
  return (
    <HomeCard
      title="My children"
      loading={children.isPending}
      skeletonHeight={48}
      emptyText={
        rows.length
          ? null
          : 'No children are linked to your account yet. Please contact the school office.'
      }
    >
      <Stack gap="sm">
        {rows.map((child) => (
          <Group key={child.student_id} gap="md" wrap="nowrap" data-testid="child">
            <Avatar color="initials" name={child.student_name} radius="xl" />
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {child.student_name}
              </Text>
              <Text size="sm" c="dimmed">
                {child.program
                  ? `Class ${classLabel(child.program.class_name, child.program.section_name)} · Roll No. ${child.program.roll_number ?? 'not given yet'}`
                  : 'Not in a class this session'}
              </Text>
              <Text size="xs" c="dimmed">
                Admission no. {child.admission_no}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </HomeCard>
  );
}
