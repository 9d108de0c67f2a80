import { Box } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { IncidentForm } from '../components/incident-form';

/** Add Discipline Incident: the form and a View link to the list. */
export function AddIncidentPage() {
  return (
    <Box maw={900}>
      <PageHeader
        title="Add Discipline Incident"
        actions={[
          {
            to: '/view_discipline_incidents',
            label: 'View',
            icon: <IconEye size={16} aria-hidden />,
          },
        ]}
      />
      <IncidentForm />
    </Box>
  );
}
