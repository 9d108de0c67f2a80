import { Stack } from '@mantine/core';
import { todayIso } from '@shala/contracts';
import { useState } from 'react';
import { DateField } from '../../../ui/date-field';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useMyRoutineQuery } from '../api/routines';
import { TeacherWeek } from '../components/teacher-week';

/** /view_teacher_routine: the signed-in teacher's own routine, with a day's proxies. */
export function ViewTeacherRoutinePage() {
  const [date, setDate] = useState<string | null>(todayIso());
  const routine = useMyRoutineQuery(date);
  return (
    <>
      <PageHeader title="My Routine" />
      <Stack gap="md">
        <SectionCard title="Day">
          <DateField label="Date" value={date} onChange={setDate} />
        </SectionCard>
        {routine.data && date ? <TeacherWeek routine={routine.data} date={date} /> : null}
      </Stack>
    </>
  );
}
