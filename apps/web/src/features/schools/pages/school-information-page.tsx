import { Box, Button, Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { useSchoolQuery } from '../api/get-school';
import {
  SchoolAdminCard,
  SchoolDetailsCard,
  UsersByRoleCard,
} from '../components/school-detail-cards';
import { SchoolNotFound } from '../components/school-not-found';
import { SchoolPicker } from '../components/school-picker';
import { SchoolStatusAction } from '../components/school-status-action';
import { SchoolStatusBadge } from '../components/school-status-badge';
import { parseId } from '../lib/school-status';

const back = { to: '/school/schoollist', label: 'Schools' };

/** /school/information/{schoolId}: one school, its admin and its users by role. */
export function SchoolInformationPage() {
  const { schoolId } = useParams();
  // The side menu links here without an id: let the operator pick the school.
  if (schoolId === undefined) return <ChooseSchool />;
  return <SchoolInformation schoolId={parseId(schoolId)} />;
}

function SchoolInformation({ schoolId }: { schoolId: number | null }) {
  const query = useSchoolQuery(schoolId);
  const information = query.data;

  if (schoolId === null || query.isError) {
    const notFound = schoolId === null || (isApiError(query.error) && query.error.status === 404);
    return (
      <Box maw={1200}>
        <PageHeader title="School Information" back={back} />
        <SchoolNotFound
          message={notFound ? undefined : 'The school could not be loaded. Please try again.'}
        />
      </Box>
    );
  }

  if (!information) {
    return (
      <Box maw={1200}>
        <PageHeader title="School Information" back={back} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-busy>
          <Skeleton height={320} radius="md" />
          <Skeleton height={320} radius="md" />
        </SimpleGrid>
      </Box>
    );
  }

  const { school, admin, users_by_role } = information;
  return (
    <Box maw={1200}>
      <PageHeader title={school.school_name} description="School information" back={back} />
      <Group justify="space-between" gap="sm" mb="lg">
        <SchoolStatusBadge status={school.status} size="lg" />
        <Group gap="sm">
          <Button
            component={Link}
            to={`/school/register/${school.id}`}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Button>
          <SchoolStatusAction school={school} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <SchoolDetailsCard school={school} />
        <Stack gap="lg">
          <SchoolAdminCard admin={admin} />
          <UsersByRoleCard
            usersByRole={users_by_role}
            action={
              <Button
                component={Link}
                to={`/school/schooluserlist?school_id=${school.id}`}
                variant="subtle"
                leftSection={<IconUsers size={16} aria-hidden />}
              >
                View users
              </Button>
            }
          />
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

function ChooseSchool() {
  const navigate = useNavigate();
  return (
    <Box maw={640}>
      <PageHeader title="School Information" description="Choose a school to see its details." />
      <Card withBorder radius="md" padding="lg">
        <SchoolPicker
          label="School"
          placeholder="Search by name or subdomain"
          value={null}
          onChange={(id) => id && navigate(`/school/information/${id}`)}
        />
      </Card>
    </Box>
  );
}
