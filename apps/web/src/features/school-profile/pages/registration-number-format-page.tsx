import { Box, Grid, Skeleton } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { useRegistrationFormatQuery } from '../api/get-registration-format';
import { LoadFailed } from '../components/load-failed';
import { RegistrationFormatForm } from '../components/registration-format-form';

/** /registration_number_format: how admission numbers are made, with a live preview. */
export function RegistrationNumberFormatPage() {
  const query = useRegistrationFormatQuery();
  return (
    <Box maw={1200}>
      <PageHeader
        title="Registration Number Format"
        description="The admission (registration) number new students get."
      />
      {query.data ? (
        <RegistrationFormatForm saved={query.data} />
      ) : query.isError ? (
        <LoadFailed what="Registration number format" onRetry={() => query.refetch()} />
      ) : (
        <Grid gutter="lg" aria-busy>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={320} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={240} radius="md" />
          </Grid.Col>
        </Grid>
      )}
    </Box>
  );
}
