import { Alert, Anchor, Text } from '@mantine/core';
import { schoolMessages } from '@shala/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A school id that matches no school (or a load that failed): say so, and lead back. */
export function SchoolNotFound({ message = schoolMessages.schoolNotFound }: { message?: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} maw={640}>
      <Text size="sm">{message}</Text>
      <Anchor component={Link} to="/school/schoollist" size="sm">
        Back to schools
      </Anchor>
    </Alert>
  );
}
