import { SimpleGrid, Stack } from '@mantine/core';
import { todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useTeacherOptions } from '../api/options';
import { useTeacherRoutineQuery } from '../api/routines';
import { TeacherWeek } from '../components/teacher-week';

/** /teacher_routine: any teacher's routine, with a day's proxies. */
export function TeacherRoutinePage() {
  const teachers = useTeacherOptions();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(todayIso());
  const routine = useTeacherRoutineQuery(
    teacherId && date ? { teacher_id: Number(teacherId), date } : null,
  );
  return (
    <>
      <PageHeader title="Teacher Routine" />
      <Stack gap="md">
        <SectionCard title="Teacher">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label="Teacher"
              searchable
              data={teachers}
              value={teacherId}
              onChange={setTeacherId}
            />
            <DateField label="Date" value={date} onChange={setDate} />
          </SimpleGrid>
        </SectionCard>
        {routine.data && date ? <TeacherWeek routine={routine.data} date={date} /> : null}
      </Stack>
    </>
  );
}
