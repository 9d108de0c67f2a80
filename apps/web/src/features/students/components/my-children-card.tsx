import { Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { roleIds } from '@shala/contracts';
import { useSignedInSession } from '../../../platform/session/session-query';
import { useMyChildrenQuery } from '../api/list-my-children';
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

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="My children">
      <Title order={2} size="h4" mb="md">
        My children
      </Title>
      {children.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={48} radius="md" />
          <Skeleton height={48} radius="md" />
        </Stack>
      ) : children.data?.length ? (
        <Stack gap="sm">
          {children.data.map((child) => (
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
      ) : (
        <Text size="sm" c="dimmed">
          No children are linked to your account yet. Please contact the school office.
        </Text>
      )}
    </Card>
  );
}
