import { Alert, Avatar, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@shala/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../ui/format-date';
import { useProfileQuery } from '../api/get-profile';

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={6}>
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={profile.photo_url}
          name={profile.full_name}
          color="initials"
          size={72}
          radius="xl"
        />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h3">
            {profile.full_name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{profile.role_name}</Badge>
          </Group>
        </Stack>
      </Group>
      <Stack gap={0}>
        <Detail label="User name" value={profile.username} />
        <Detail label="E-mail" value={profile.email || 'N/A'} />
        <Detail label="Mobile" value={profile.mobile || 'N/A'} />
        <Detail label="Role" value={profile.role_name} />
        <Detail label="School" value={profile.school_name} />
        <Detail label="Member since" value={formatDate(profile.member_since)} />
      </Stack>
    </Stack>
  );
}

/** The user's own details (GET /api/common/profile). */
export function ProfileCard() {
  const profile = useProfileQuery();
  return (
    <Card withBorder radius="lg" padding="lg">
      {profile.data ? (
        <ProfileDetails profile={profile.data} />
      ) : profile.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Profile not loaded">
          Your details could not be loaded. Please try again.
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy>
          <Group gap="md">
            <Skeleton circle height={72} />
            <Skeleton height={24} width="50%" />
          </Group>
          {[1, 2, 3, 4, 5].map((line) => (
            <Skeleton key={line} height={14} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
