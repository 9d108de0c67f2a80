import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { tcMessages as m, roleIds, type TcRow } from '@shala/contracts';
import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useSignedInSession } from '../../../platform/session/session-query';
import { DataTable } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { useClassOptionsQuery } from '../../../ui/lookups/list-class-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { RowAction } from '../../../ui/row-action';
import { SectionCard } from '../../../ui/section-card';
import { useCommonSectionsQuery } from '../api/list-common-sections';
import { useTcReportQuery } from '../api/list-tc';
import { downloadTc, openTcPage } from '../api/tc-documents';
import { ChildCertificate } from '../components/child-certificate';
import { TcFormModal } from '../components/tc-form-modal';
import { fieldsFromRow } from '../lib/tc-form';

/** /transfer_certificate_report: the staff report, or for a parent their child's certificate. */
export function TcReportPage() {
  const { user } = useSignedInSession();
  return user.user_role_id === roleIds.parent ? <ChildCertificate /> : <StaffTcReport />;
}

/** The staff report: Session, Class and Section (multi-select); view, edit, PDF. */
function StaffTcReport() {
  const form = useForm<{ sessionId: number | null; classIds: string[]; sectionIds: string[] }>({
    initialValues: { sessionId: null, classIds: [], sectionIds: [] },
    validate: (values) =>
      !values.classIds.length
        ? { class_id: m.selectClass }
        : sectionOptions.length && !values.sectionIds.length
          ? { section_id: m.selectSection }
          : {},
  });
  const { sessionId, classIds, sectionIds } = form.values;
  const errors = form.errors;
  const [query, setQuery] = useState<{
    session_id: number | null;
    class_id: number[];
    section_id: number[];
  } | null>(null);
  const [editing, setEditing] = useState<TcRow | null>(null);
  const classes = useClassOptionsQuery();
  const sections = useCommonSectionsQuery(classIds.map(Number));
  const sectionOptions = (sections.data ?? []).map((s) => ({
    value: String(s.id),
    label: s.section_name,
  }));
  const report = useTcReportQuery(query);

  const search = form.onSubmit((values) =>
    setQuery({
      session_id: values.sessionId,
      class_id: values.classIds.map(Number),
      section_id: values.sectionIds.map(Number),
    }),
  );

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Transfer Certificate Report"
        actions={[{ to: '/generate_student_transferCertificate', label: 'Generate Certificate' }]}
      />
      <SectionCard title="Search">
        <form aria-label="Search certificates" noValidate onSubmit={search}>
          <Group align="flex-start" gap="md" wrap="wrap">
            <SessionSelect
              value={sessionId}
              onChange={(value) => form.setFieldValue('sessionId', value)}
            />
            <MultiSelect
              label="Class"
              withAsterisk
              miw={220}
              data={(classes.data ?? []).map((c) => ({ value: String(c.value), label: c.label }))}
              value={classIds}
              onChange={(value) => form.setValues({ classIds: value, sectionIds: [] })}
              error={errors.class_id}
              searchable
            />
            {sectionOptions.length ? (
              <MultiSelect
                label="Section"
                withAsterisk
                miw={200}
                data={sectionOptions}
                value={sectionIds}
                onChange={(value) => form.setFieldValue('sectionIds', value)}
                error={errors.section_id}
              />
            ) : null}
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </SectionCard>
      {query ? (
        <DataTable<TcRow>
          label="Transfer Certificates"
          rows={report.data ?? []}
          loading={report.isPending}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'class',
              header: 'Class',
              render: (r) => [r.class_name, r.section_name].filter(Boolean).join(' - '),
            },
            {
              key: 'name',
              header: 'Student Name',
              render: (r) => r.student_name,
              sortValue: (r) => r.student_name,
            },
            {
              key: 'roll',
              header: 'Roll Number',
              render: (r) => r.studentProgram.roll_number ?? 'N/A',
            },
            {
              key: 'leave',
              header: 'Date of Leave',
              kind: 'date',
              render: (r) => formatDate(r.leaving_date),
              sortValue: (r) => r.leaving_date,
            },
            {
              key: 'issue',
              header: 'Date of Issue',
              kind: 'date',
              render: (r) => formatDate(r.tc_issue_date),
              sortValue: (r) => r.tc_issue_date,
            },
            {
              key: 'reason',
              header: 'Transfer Reason',
              render: (r) =>
                r.transfer_reason === 'Others'
                  ? `Others: ${r.specfic_transfer_reason ?? ''}`
                  : r.transfer_reason,
            },
            {
              key: 'action',
              header: 'Action',
              render: (r) => (
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    label={`View TC of ${r.student_name}`}
                    tooltip="View"
                    onClick={() => openTcPage(r.student_id)}
                  >
                    <IconEye size={18} />
                  </RowAction>
                  <RowAction
                    label={`Edit TC of ${r.student_name}`}
                    tooltip="Edit"
                    onClick={() => setEditing(r)}
                  >
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction
                    label={`Download TC of ${r.student_name}`}
                    tooltip="Download PDF"
                    onClick={() => downloadTc(r.student_id, r.tc_no)}
                  >
                    <IconDownload size={18} />
                  </RowAction>
                </Group>
              ),
            },
          ]}
        />
      ) : null}
      <TcFormModal
        target={editing ? { kind: 'edit', row: editing, fields: fieldsFromRow(editing) } : null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Stack>
  );
}
