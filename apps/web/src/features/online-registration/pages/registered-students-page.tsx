import { Group, Stack } from '@mantine/core';
import { registrationMessages as m, type RegistrationRow } from '@shala/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { RowAction } from '../../../ui/row-action';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { useDeclineRegistration, useRegistrationsQuery } from '../api/registrations';
import { ApproveModal } from '../components/approve-modal';

/** /registeredStudentList: filters session, class, verification status; approve and decline. */
export function RegisteredStudentsPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [status, setStatus] = useState<'0' | '1'>('0');
  const [approving, setApproving] = useState<RegistrationRow | null>(null);
  const [declining, setDeclining] = useState<RegistrationRow | null>(null);
  const classes = useClassOptionsQuery();
  const list = useRegistrationsQuery({
    session_id: sessionId,
    class_id: classId ? Number(classId) : null,
    status: status === '1' ? 1 : 0,
  });
  const decline = useDeclineRegistration();

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Registered Students"
        actions={[{ to: '/allowOnlineRegistration', label: m.statusLabel }]}
      />
      <SectionCard title="Search">
        <Group align="flex-end" gap="md" wrap="wrap">
          <SessionSelect value={sessionId} onChange={setSessionId} />
          <SelectField
            label="Class"
            clearable
            data={(classes.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
            value={classId}
            onChange={setClassId}
          />
          <SelectField
            label="Verification status"
            allowDeselect={false}
            data={[
              { value: '0', label: 'Unverified' },
              { value: '1', label: 'Verified' },
            ]}
            value={status}
            onChange={(value) => setStatus(value === '1' ? '1' : '0')}
          />
        </Group>
      </SectionCard>
      <DataTable<RegistrationRow>
        label="Registered Students"
        rows={list.data ?? []}
        loading={list.isPending}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'name',
            header: 'Student Name',
            render: (r) => r.student_name,
            sortValue: (r) => r.student_name,
          },
          {
            key: 'reference',
            header: 'Reference',
            render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.reference}</span>,
            sortValue: (r) => r.reference,
          },
          { key: 'class', header: 'Class', render: (r) => r.class_name },
          { key: 'gender', header: 'Gender', render: (r) => r.gender },
          {
            key: 'dob',
            header: 'Date of Birth',
            kind: 'date',
            render: (r) => formatDate(r.date_of_birth),
          },
          { key: 'father', header: 'Father', render: (r) => r.father_name },
          {
            key: 'contact',
            header: 'Contact',
            render: (r) =>
              r.father_mobile ?? r.father_email ?? r.mother_mobile ?? r.mother_email ?? '',
          },
          {
            key: 'date',
            header: 'Registered On',
            kind: 'date',
            render: (r) => formatDate(r.created_date),
            sortValue: (r) => r.created_date,
          },
          {
            key: 'action',
            header: 'Action',
            render: (r) =>
              r.status === 0 ? (
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    label={`Approve ${r.student_name}`}
                    tooltip="Approve"
                    color="green"
                    onClick={() => setApproving(r)}
                  >
                    <IconCheck size={18} />
                  </RowAction>
                  <RowAction
                    label={`Decline ${r.student_name}`}
                    tooltip="Decline"
                    color="red"
                    onClick={() => setDeclining(r)}
                  >
                    <IconX size={18} />
                  </RowAction>
                </Group>
              ) : (
                'Admitted'
              ),
          },
        ]}
      />
      <ApproveModal row={approving} onClose={() => setApproving(null)} />
      <ConfirmModal
        opened={declining !== null}
        title="Decline Registration"
        message={`Decline and delete the registration of ${declining?.student_name ?? ''}?`}
        danger
        loading={decline.isPending}
        onClose={() => setDeclining(null)}
        onConfirm={() =>
          declining && decline.mutate(declining.id, { onSuccess: () => setDeclining(null) })
        }
      />
    </Stack>
  );
}
