import { Box, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { useSchoolQuery } from '../api/get-school';
import { EditSchoolForm } from '../components/edit-school-form';
import { RegisterSchoolForm } from '../components/register-school-form';
import { SchoolNotFound } from '../components/school-not-found';
import { parseId } from '../lib/school-status';

/** /school/register/{schoolId?}: a new school with its admin, or an existing school's fields. */
export function RegisterSchoolPage() {
  const { schoolId } = useParams();
  if (schoolId === undefined) {
    return (
      <Box maw={960}>
        <PageHeader
          title="Register School"
          description="A new school, served on its own address, with its first admin user."
          back={{ to: '/school/schoollist', label: 'Schools' }}
        />
        <RegisterSchoolForm />
      </Box>
    );
  }
  return <EditSchool schoolId={parseId(schoolId)} />;
}

function EditSchool({ schoolId }: { schoolId: number | null }) {
  const school = useSchoolQuery(schoolId);
  const back = schoolId
    ? { to: `/school/information/${schoolId}`, label: 'School information' }
    : { to: '/school/schoollist', label: 'Schools' };

  let body: ReactNode;
  if (schoolId === null || (isApiError(school.error) && school.error.status === 404)) {
    body = <SchoolNotFound />;
  } else if (school.isError) {
    body = <SchoolNotFound message="The school could not be loaded. Please try again." />;
  } else if (school.data) {
    body = <EditSchoolForm key={school.data.school.id} school={school.data.school} />;
  } else {
    body = (
      <Stack gap="md" aria-busy>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }

  return (
    <Box maw={960}>
      <PageHeader title="Edit School" description={school.data?.school.school_name} back={back} />
      {body}
    </Box>
  );
}
