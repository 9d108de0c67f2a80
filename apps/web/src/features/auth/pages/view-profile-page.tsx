import { SimpleGrid } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { ChangePasswordCard } from '../components/change-password-card';
import { ProfileCard } from '../components/profile-card';

/** /view_user_profile: the school user's own details and password. */
export function ViewProfilePage() {
  return (
    <>
      <PageHeader title="My Profile" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={1100}>
        <ProfileCard />
        <ChangePasswordCard />
      </SimpleGrid>
    </>
  );
}
