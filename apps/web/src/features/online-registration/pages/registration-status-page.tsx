import { Button, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationMessages as m } from '@shala/contracts';
import { useEffect, useState } from 'react';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { SectionCard } from '../../../ui/section-card';
import { useRegistrationStatusQuery, useSetRegistrationStatus } from '../api/registration-status';

/** /allowOnlineRegistration: a Yes/No radio per session and UPDATE. */
export function RegistrationStatusPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const status = useRegistrationStatusQuery(sessionId);
  const save = useSetRegistrationStatus();
  const form = useForm({ initialValues: { status: '0' } });
  const { setValues } = form;
  useEffect(() => {
    if (status.data) setValues({ status: String(status.data.status) });
  }, [status.data, setValues]);
  const formUrl = `${window.location.origin}/online-student-registration`;

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={m.statusLabel}
        description={`When it is on, families register at ${formUrl}.`}
        actions={[{ to: '/registeredStudentList', label: 'Registered Students' }]}
      />
      <SectionCard title={m.statusLabel}>
        <form
          aria-label={m.statusLabel}
          onSubmit={form.onSubmit((values) => {
            const session = sessionId ?? status.data?.session_id;
            if (session)
              save.mutate({ session_id: session, status: values.status === '1' ? 1 : 0 });
          })}
        >
          <Stack gap="md">
            <SessionSelect value={sessionId} onChange={setSessionId} />
            <Radio.Group label="Allow online registration" {...form.getInputProps('status')}>
              <Group mt="xs">
                <Radio value="1" label="Yes" />
                <Radio value="0" label="No" />
              </Group>
            </Radio.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!status.data}>
                UPDATE
              </Button>
            </Group>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  );
}
