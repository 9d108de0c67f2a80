import { Alert, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { timetableMessages, type Weekday, weekdayNames } from '@shala/contracts';
import { useState } from 'react';
import { ClassSectionFields, useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useClassRoutineQuery, useDeleteRoutineCell, useSaveRoutineCell } from '../api/routines';
import { CellEditor, type CellTarget } from '../components/cell-editor';
import { RoutineGrid } from '../components/routine-grid';

/** /routine: a class and section's week; tap a cell to set its subject and teacher. */
export function RoutinePage() {
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const hasSections = useClassHasSections(classId);
  const ready =
    toId(classId) !== null && hasSections !== null && (!hasSections || toId(sectionId) !== null);
  const place = ready
    ? { class_id: toId(classId)!, section_id: toId(sectionId) ?? undefined }
    : null;
  const routine = useClassRoutineQuery(place);
  const save = useSaveRoutineCell();
  const remove = useDeleteRoutineCell();
  const [target, setTarget] = useState<CellTarget | null>(null);
  const close = () => {
    setTarget(null);
    save.reset();
  };
  const data = routine.data;
  return (
    <>
      <PageHeader title="Class Routine" actions={[{ to: '/period_time_map', label: 'Periods' }]} />
      <Stack gap="md">
        <SectionCard title="Class">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ClassSectionFields
              taughtOnly
              classId={classId}
              sectionId={sectionId}
              onClassChange={(value) => {
                setClassId(value);
                setSectionId(null);
              }}
              onSectionChange={setSectionId}
              required
            />
          </SimpleGrid>
        </SectionCard>
        {routine.error ? <Alert color="red">{routine.error.message}</Alert> : null}
        {data && !data.periods.length ? (
          <Alert color="yellow">{timetableMessages.noPeriods}</Alert>
        ) : null}
        {data?.periods.length ? (
          <SectionCard title="Week">
            <RoutineGrid
              label="Class routine"
              periods={data.periods}
              workingDays={data.working_days}
              cell={(weekday, period) => {
                const cell =
                  data.cells.find((c) => c.weekday === weekday && c.period_id === period.id) ??
                  null;
                return (
                  <UnstyledButton
                    w="100%"
                    mih={44}
                    p={4}
                    // The name holds the visible text (WCAG 2.5.3): "+ Add", or subject and teacher.
                    aria-label={`${weekdayNames[weekday as Weekday]}, ${period.period_name}: ${cell ? `${cell.subject_name} ${cell.teacher_name}` : 'Add'}`}
                    onClick={() => setTarget({ weekday, period, cell })}
                  >
                    {cell ? (
                      <>
                        <Text size="sm" fw={600}>
                          {cell.subject_name}
                        </Text>{' '}
                        <Text size="xs" c="dimmed">
                          {cell.teacher_name}
                        </Text>
                      </>
                    ) : (
                      <Text size="xs" c="dimmed">
                        + Add
                      </Text>
                    )}
                  </UnstyledButton>
                );
              }}
            />
          </SectionCard>
        ) : null}
      </Stack>
      {target && place ? (
        <CellEditor
          key={`${target.weekday}-${target.period.id}`}
          target={target}
          saving={save.isPending}
          error={save.error?.message ?? null}
          onClose={close}
          onRemove={(id) => remove.mutate(id, { onSuccess: close })}
          onSave={(choice) =>
            save.mutate(
              {
                ...place,
                section_id: place.section_id ?? null,
                weekday: target.weekday,
                period_id: target.period.id,
                ...choice,
              },
              { onSuccess: close },
            )
          }
        />
      ) : null}
    </>
  );
}
