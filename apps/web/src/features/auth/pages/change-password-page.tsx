import { Box } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { ChangePasswordCard } from '../components/change-password-card';

/** /changepassword: the platform operator's password. */
export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Change Password" />
      <Box maw={520}>
        <ChangePasswordCard withHeading={false} />
      </Box>
    </>
  );
}
