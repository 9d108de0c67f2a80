import { Button, Checkbox, Group, NumberInput, Radio, Stack } from '@mantine/core';
import type { AttendanceSettings } from '@shala/contracts';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useAttendanceSettingsQuery, useSaveAttendanceSettings } from '../api/settings';

/** /attendance_setting: daily or per period, the threshold, the absence alert channels. */
export function AttendanceSettingPage() {
  const current = useAttendanceSettingsQuery();
  const save = useSaveAttendanceSettings();
  const [form, setForm] = useState<AttendanceSettings | null>(null);
  useEffect(() => {
    if (current.data) setForm(current.data);
  }, [current.data]);
  if (!form) return <PageHeader title="Attendance Settings" />;
  return (
    <>
      <PageHeader title="Attendance Settings" />
      <SectionCard title="How the school takes attendance">
        <Stack gap="md">
          <Radio.Group
            label="Attendance is taken"
            value={form.attendance_type}
            onChange={(value) =>
              setForm({ ...form, attendance_type: value as AttendanceSettings['attendance_type'] })
            }
          >
            <Group mt={4}>
              <Radio value="daily" label="Daily" />
              <Radio value="period" label="Per period" />
            </Group>
          </Radio.Group>
          <NumberInput
            label="Threshold percentage (students below it are listed)"
            min={1}
            max={100}
            maw={320}
            value={form.threshold_percent}
            onChange={(value) => setForm({ ...form, threshold_percent: Number(value) || 0 })}
            error={save.error?.message}
          />
          <Checkbox.Group label="Absence alerts to parents by">
            <Stack gap={6} mt={4}>
              <Checkbox
                label="Notify WEB/APP"
                checked={form.alert_push}
                onChange={(e) => setForm({ ...form, alert_push: e.currentTarget.checked })}
              />
              <Checkbox
                label="Email"
                checked={form.alert_email}
                onChange={(e) => setForm({ ...form, alert_email: e.currentTarget.checked })}
              />
              <Checkbox
                label="Sms"
                checked={form.alert_sms}
                onChange={(e) => setForm({ ...form, alert_sms: e.currentTarget.checked })}
              />
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button loading={save.isPending} onClick={() => save.mutate(form)}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    </>
  );
}
