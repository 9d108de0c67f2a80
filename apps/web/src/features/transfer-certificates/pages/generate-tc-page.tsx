import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { tcMessages as m, type TcStudent, todayIso } from '@shala/contracts';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import { ClassSectionFields, useClassHasSections } from '../../../ui/lookups/class-section-fields';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { RowAction } from '../../../ui/row-action';
import { SectionCard } from '../../../ui/section-card';
import { useTcPrefillQuery } from '../api/get-tc-prefill';
import { useTcStudentsQuery } from '../api/list-tc-students';
import { downloadTc, openTcPage } from '../api/tc-documents';
import { TcFormModal } from '../components/tc-form-modal';
import { fieldsFromPrefill } from '../lib/tc-form';

interface SearchFields {
  sessionId: number | null;
  classId: string | null;
  sectionId: string | null;
}

/** /generate_student_transferCertificate: search a class and section, then Generate TC. */
export function GenerateTcPage() {
  const form = useForm<SearchFields>({
    initialValues: { sessionId: null, classId: null, sectionId: null },
    validate: (values) => ({
      ...(values.classId ? {} : { class_id: m.selectClass }),
      ...(hasSections && !values.sectionId ? { section_id: m.selectSection } : {}),
    }),
  });
  const { sessionId, classId, sectionId } = form.values;
  const errors = form.errors;
  const [query, setQuery] = useState<Record<string, number | null> | null>(null);
  const [issuing, setIssuing] = useState<number | null>(null);
  const hasSections = useClassHasSections(classId, sessionId);
  const students = useTcStudentsQuery(query);
  const prefill = useTcPrefillQuery(issuing);
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(issuing !== null && prefill.isSuccess), [issuing, prefill.isSuccess]);

  const search = form.onSubmit((values) =>
    setQuery({
      session_id: values.sessionId,
      class_id: toId(values.classId),
      section_id: toId(values.sectionId),
    }),
  );
  const close = () => {
    setIssuing(null);
    setOpened(false);
  };

  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Generate Transfer Certificate"
        actions={[{ to: '/transfer_certificate_report', label: 'Certificate Report' }]}
      />
      <SectionCard title="Search">
        <form aria-label="Search students" noValidate onSubmit={search}>
          <Group align="flex-start" gap="md" wrap="wrap">
            <SessionSelect
              value={sessionId}
              onChange={(value) => form.setFieldValue('sessionId', value)}
            />
            <ClassSectionFields
              sessionId={sessionId}
              classId={classId}
              sectionId={sectionId}
              onClassChange={(value) => form.setValues({ classId: value, sectionId: null })}
              onSectionChange={(value) => form.setFieldValue('sectionId', value)}
              classError={errors.class_id}
              sectionError={errors.section_id}
              required
            />
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </SectionCard>
      {query ? (
        <DataTable<TcStudent>
          label="Students"
          rows={students.data ?? []}
          loading={students.isPending}
          rowKey={(row) => row.student_id}
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
            { key: 'roll', header: 'Roll Number', render: (r) => r.roll_number ?? 'N/A' },
            {
              key: 'action',
              header: 'Generate TC',
              render: (r) =>
                r.tc_id === null ? (
                  <Button
                    size="xs"
                    aria-label={`Generate TC for ${r.student_name}`}
                    loading={issuing === r.student_id && prefill.isFetching}
                    onClick={() => setIssuing(r.student_id)}
                  >
                    Generate TC
                  </Button>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      label={`View TC of ${r.student_name}`}
                      tooltip="View"
                      onClick={() => openTcPage(r.student_id)}
                    >
                      <IconEye size={18} />
                    </RowAction>
                    <RowAction
                      label={`Download TC of ${r.student_name}`}
                      tooltip="Download PDF"
                      onClick={() => downloadTc(r.student_id, r.tc_id ?? 0)}
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
        target={
          opened && prefill.data && issuing !== null
            ? {
                kind: 'issue',
                studentId: issuing,
                fields: fieldsFromPrefill(prefill.data, todayIso()),
                dues: prefill.data.dues,
                checked: prefill.data.dues_checked,
                canWaive: prefill.data.can_waive_dues,
              }
            : null
        }
        onClose={close}
        onSaved={close}
      />
    </Stack>
  );
}
