import { Box, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { useSchoolInformationQuery } from '../api/get-school-information';
import { InformationDetails } from '../components/information-details';
import { InformationHero } from '../components/information-hero';
import { LoadFailed } from '../components/load-failed';
import { hasInformation } from '../lib/information-values';

const editPath = '/add_school_information';

/** /view_school_information: the school's saved information, read-only. */
export function ViewSchoolInformationPage() {
  const query = useSchoolInformationQuery();
  const { canOpen } = useNavigation();
  const canEdit = canOpen(editPath);
  const info = query.data;

  return (
    <Box maw={1200}>
      <PageHeader
        title="View School Information"
        description="The school's address, contacts and affiliation."
        actions={
          canEdit && info && hasInformation(info)
            ? [{ to: editPath, label: 'Edit', icon: <IconPencil size={16} /> }]
            : []
        }
      />
      {info ? (
        <Stack gap="lg">
          <InformationHero info={info} />
          {hasInformation(info) ? (
            <>
              <InformationDetails info={info} />
              <Text size="sm" c="dimmed" ta="right">
                Last updated {formatDate(info.updated_at)}
              </Text>
            </>
          ) : (
            <Card withBorder radius="md" padding="xl" ta="center">
              <Stack align="center" gap="sm">
                <Title order={2} size="h4">
                  No school information yet
                </Title>
                <Text c="dimmed" size="sm" maw={420}>
                  The school's address, contacts and affiliation have not been added.
                </Text>
                {canEdit ? (
                  <Button
                    component={Link}
                    to={editPath}
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    Add school information
                  </Button>
                ) : null}
              </Stack>
            </Card>
          )}
        </Stack>
      ) : query.isError ? (
        <LoadFailed what="School information" onRetry={() => query.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy>
          <Skeleton height={120} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      )}
    </Box>
  );
}
