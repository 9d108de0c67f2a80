import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { useSmsUsageQuery } from '../api/get-sms-usage';
import { SmsStats } from '../components/sms-stats';
import { SmsTable } from '../components/sms-table';

/** /sms_detail: the school's SMS usage, its provider and the latest sends. */
export function SmsDetailPage() {
  const { canOpen } = useNavigation();
  const usage = useSmsUsageQuery();
  const first = usage.data?.pages[0];
  const rows = usage.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Box maw={1200}>
      <PageHeader
        title="SMS Usage"
        description="Text messages the school sent when notifying messages."
        back={
          canOpen('/view_notification')
            ? { to: '/view_notification', label: 'Messages', icon: <IconArrowLeft size={16} /> }
            : undefined
        }
      />
      <Stack gap="lg">
        <SmsStats usage={first} />
        <Card withBorder radius="md" padding="md" component="section" aria-label="Latest sends">
          <Group justify="space-between" gap="xs" mb="sm">
            <Title order={2} size="h4">
              Latest sends
            </Title>
            {first ? (
              <Text size="sm" c="dimmed">
                Provider: <strong>{first.provider}</strong>
              </Text>
            ) : null}
          </Group>
          <SmsTable {...pagedListProps(usage, rows)} />
        </Card>
      </Stack>
    </Box>
  );
}
