import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type HostelDayRow, residentsIn } from '@shala/contracts';
import { IconDoorExit, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { HomeCard } from '../../../ui/home-card';
import { useHostelDayQuery } from '../api/hostel-day';

/** One figure of the day: the number large, what it counts below. */
function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Text fz={26} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Paper>
  );
}

function HostelFigures({ row, titled }: { row: HostelDayRow; titled: boolean }) {
  return (
    <Stack gap="xs" component="section" aria-label={row.hostel_name}>
      {titled ? (
        <Title order={3} size="h5">
          {row.hostel_name}
        </Title>
      ) : null}
      <SimpleGrid cols={2} spacing="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        <Figure value={residentsIn(row)} label={`of ${row.residents} residents in`} />
        <Figure value={row.out} label="Out on a pass" />
        <Figure value={row.out_passes_pending} label="Out-passes to decide" />
        <Figure
          value={row.visitors_today}
          label={row.visitors_in ? `Visitors today, ${row.visitors_in} still in` : 'Visitors today'}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The warden's home: each of their hostels today (residents in and out, out-passes waiting and
 * today's visitors), with the out-pass desk and the visitors a tap away.
 */
export function HostelDayCard() {
  const { canOpen } = useNavigation();
  const day = useHostelDayQuery();
  const hostels = day.data?.hostels ?? [];
  return (
    <HomeCard
      title={hostels.length === 1 ? `${hostels[0]!.hostel_name} today` : 'Hostels today'}
      loading={day.isPending}
      skeletonHeight={64}
      emptyText={hostels.length ? null : 'No hostel to show yet.'}
    >
      <Stack gap="md">
        {hostels.map((row) => (
          <HostelFigures key={row.hostel_id} row={row} titled={hostels.length > 1} />
        ))}
        <Group gap="sm" grow>
          {canOpen('/student_hostel_details') ? (
            <Button
              component={Link}
              to="/student_hostel_details"
              leftSection={<IconDoorExit size={18} aria-hidden />}
              h={44}
            >
              Out-passes
            </Button>
          ) : null}
          {canOpen('/visitor_list') ? (
            <Button
              component={Link}
              to="/visitor_list"
              leftSection={<IconUsers size={18} aria-hidden />}
              variant="light"
              h={44}
            >
              Visitors
            </Button>
          ) : null}
        </Group>
      </Stack>
    </HomeCard>
  );
}
