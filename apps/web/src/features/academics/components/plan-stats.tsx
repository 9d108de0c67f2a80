import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { NewSessionPlan } from '@shala/contracts';

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} c={color} data-stat-value>
        {value}
      </Text>
    </Paper>
  );
}

/** The run in numbers: who moves, who leaves, what is copied. */
export function PlanStats({ plan, done = false }: { plan: NewSessionPlan; done?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      <Stat
        label={done ? 'Promoted' : 'To be promoted'}
        value={plan.totals.promoted}
        color="blue"
      />
      <Stat
        label={done ? 'Passed out' : 'Passing out'}
        value={plan.totals.passing_out}
        color="orange"
      />
      <Stat label="Class sections copied" value={plan.copies.class_sections} />
      <Stat label="Class subjects copied" value={plan.copies.class_subjects} />
      <Stat label="Teachers copied" value={plan.copies.teacher_allocations} />
    </SimpleGrid>
  );
}
