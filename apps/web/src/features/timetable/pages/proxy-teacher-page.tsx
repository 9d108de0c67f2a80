import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatClockTime, type ProxyPlanRow, todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useTeacherOptions } from '../api/options';
import { useAssignProxy, useDeleteProxy, useProxyPlanQuery } from '../api/proxies';

function ProxyRow({ row, date }: { row: ProxyPlanRow; date: string }) {
  const assign = useAssignProxy();
  const remove = useDeleteProxy();
  const [choice, setChoice] = useState<string | null>(
    row.suggestions[0] ? String(row.suggestions[0].teacher_id) : null,
  );
  const cell = row.cell;
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" mb={6}>
        <Text fw={600}>
          {cell.period_name} ({formatClockTime(cell.start_time)}) · {cell.class_name}
          {cell.section_name ? ` - ${cell.section_name}` : ''} · {cell.subject_name}
        </Text>
        {row.proxy ? (
          <Badge color="teal">Proxy: {row.proxy.teacher_name}</Badge>
        ) : (
          <Badge color="red">No proxy</Badge>
        )}
      </Group>
      <Group align="flex-end" gap="xs">
        <SelectField
          label={`Proxy teacher for ${cell.period_name}`}
          data={row.suggestions.map((s) => ({
            value: String(s.teacher_id),
            label: s.same_subject
              ? `${s.teacher_name} (teaches ${cell.subject_name})`
              : s.teacher_name,
          }))}
          nothingFoundMessage="No teacher is free"
          value={choice}
          onChange={setChoice}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          disabled={!choice}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate({ date, routine_id: cell.id, proxy_teacher_id: Number(choice) })
          }
        >
          Assign
        </Button>
        {row.proxy ? (
          <Button
            variant="default"
            loading={remove.isPending}
            onClick={() => remove.mutate(row.proxy!.id)}
          >
            Remove
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** /proxy_teacher: an absent teacher's periods on a day, free teachers of the subject first. */
export function ProxyTeacherPage() {
  const teachers = useTeacherOptions();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(todayIso());
  const plan = useProxyPlanQuery(
    teacherId && date ? { teacher_id: Number(teacherId), date } : null,
  );
  return (
    <>
      <PageHeader title="Proxy Teacher" />
      <Stack gap="md">
        <SectionCard title="Absent teacher">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Date" minDate={todayIso()} value={date} onChange={setDate} />
            <SelectField
              label="Teacher"
              searchable
              data={teachers}
              value={teacherId}
              onChange={setTeacherId}
            />
          </SimpleGrid>
        </SectionCard>
        {plan.error ? <Alert color="red">{plan.error.message}</Alert> : null}
        {plan.data && !plan.data.length ? (
          <Alert color="yellow">No periods for this teacher on that day.</Alert>
        ) : null}
        {plan.data && date ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {plan.data.map((row) => (
              <ProxyRow key={row.cell.id} row={row} date={date} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
