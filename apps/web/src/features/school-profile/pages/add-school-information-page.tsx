import { Box, Grid, Skeleton, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { PageHeader } from '../../../ui/page-header';
import { useSchoolInformationQuery } from '../api/get-school-information';
import { BrandingCard } from '../components/branding-card';
import { LoadFailed } from '../components/load-failed';
import { SchoolInformationForm } from '../components/school-information-form';

const viewPath = '/view_school_information';

/** /add_school_information: the school's address, contacts, affiliation and about text. */
export function AddSchoolInformationPage() {
  const query = useSchoolInformationQuery();
  const navigate = useNavigate();
  const { canOpen } = useNavigation();
  const canView = canOpen(viewPath);

  return (
    <Box maw={1200}>
      <PageHeader
        title="School Information"
        description="The address, contacts and affiliation shown on the school's pages and papers."
        actions={canView ? [{ to: viewPath, label: 'View', icon: <IconEye size={16} /> }] : []}
      />
      {query.data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <SchoolInformationForm
              info={query.data}
              onSaved={() => canView && navigate(viewPath)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <BrandingCard info={query.data} />
          </Grid.Col>
        </Grid>
      ) : query.isError ? (
        <LoadFailed what="School information" onRetry={() => query.refetch()} />
      ) : (
        <Grid gutter="lg" aria-busy>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <Skeleton height={260} radius="md" />
              <Skeleton height={200} radius="md" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Skeleton height={240} radius="md" />
          </Grid.Col>
        </Grid>
      )}
    </Box>
  );
}
