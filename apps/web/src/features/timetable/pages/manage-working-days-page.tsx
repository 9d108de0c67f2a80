import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { type Weekday, weekdayNames, weekdays } from '@shala/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useSetWorkingDays, useWorkingDaysQuery } from '../api/working-days';

/** /manage_working_days: the weekdays the school is open. */
export function ManageWorkingDaysPage() {
  const current = useWorkingDaysQuery();
  const save = useSetWorkingDays();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? (current.data?.working_days ?? []).map(String);
  return (
    <>
      <PageHeader title="Working Days" />
      <SectionCard title="Days the school is open">
        <Stack gap="md">
          <Checkbox.Group
            label="Working days"
            value={value}
            onChange={setChosen}
            error={save.error?.message}
          >
            <Group mt={6}>
              {weekdays.map((day) => (
                <Checkbox key={day} value={String(day)} label={weekdayNames[day as Weekday]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button
              loading={save.isPending}
              onClick={() => save.mutate({ working_days: value.map(Number) })}
            >
              SAVE
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    </>
  );
}
