import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { noDataFound } from '../../../ui/data-table/empty-text';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { useClasswiseCountsQuery } from '../api/get-classwise-counts';
import { ClassListDrawer } from '../components/class-list-drawer';
import { ClasswiseTable } from '../components/classwise-table';
import { classLabel } from '../lib/class-choice';
import { type ClasswiseRow, groupByClass } from '../lib/classwise';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} width={60} mt={4} />
      ) : (
        <Text fz={28} fw={700} data-stat-value>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/** /classwise_student_details: active students per class and section; a section opens its list. */
export function ClasswiseStudentsPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [open, setOpen] = useState<ClasswiseRow | null>(null);
  const counts = useClasswiseCountsQuery(sessionId);
  const groups = counts.data ? groupByClass(counts.data.rows) : [];
  const totals = counts.data?.totals;

  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Classwise Students"
        description="Active students per class and section. Open a section to see its students."
      />
      <Group align="flex-end" mb="md">
        <div style={{ minWidth: 220 }}>
          <SessionSelect value={sessionId} onChange={setSessionId} />
        </div>
      </Group>
      <SimpleGrid cols={{ base: 3 }} spacing="sm" mb="md">
        <Stat label="Students" value={totals?.total} />
        <Stat label="Boys" value={totals?.boys} />
        <Stat label="Girls" value={totals?.girls} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        {counts.isPending ? (
          <Stack gap="xs" aria-busy>
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={28} />
            ))}
          </Stack>
        ) : groups.length && totals ? (
          <ClasswiseTable groups={groups} totals={totals} onOpen={setOpen} />
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            {noDataFound}
          </Text>
        )}
      </Card>
      <ClassListDrawer
        choice={open ? { classId: open.class_id, sectionId: open.section_id } : null}
        title={open ? `Class ${classLabel(open.class_name, open.section_name)}` : ''}
        sessionId={sessionId}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
