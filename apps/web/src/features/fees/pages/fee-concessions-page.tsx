import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ConcessionCategoryRow,
  formatRupees,
  rupeesToPaise,
  type StudentConcessionRow,
} from '@shala/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { formatDate } from '../../../ui/format-date';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import {
  useConcessionCategoriesQuery,
  useDeleteConcessionCategory,
  useRemoveConcession,
  useStudentConcessionsQuery,
} from '../api/concessions';
import { useFeeTitlesQuery } from '../api/fee-titles';
import { AssignConcessionForm } from '../components/assign-concession-form';
import { ConcessionCategoryModal } from '../components/concession-category-modal';

const valueText = (c: ConcessionCategoryRow) =>
  c.type === 'percentage' ? `${c.value}%` : `${formatRupees(rupeesToPaise(c.value))} a year`;

/** /fee_concession: concession categories (sibling, staff ward, scholarship, RTE) and who has them. */
export function FeeConcessionsPage() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [form, setForm] = useState<{
    open: boolean;
    editing: ConcessionCategoryRow | null;
    key: number;
  }>({ open: false, editing: null, key: 0 });
  const sessions = useSessionOptionsQuery();
  const chosen = sessionId ?? sessions.data?.find((s) => s.is_current === 1)?.value ?? null;
  const categories = useConcessionCategoriesQuery();
  const assigned = useStudentConcessionsQuery(chosen);
  const titles = useFeeTitlesQuery();
  const deleteCategory = useDeleteConcessionCategory();
  const remove = useRemoveConcession();
  const deletingCategory = useModalTarget<ConcessionCategoryRow>();
  const removing = useModalTarget<StudentConcessionRow>();

  const categoryColumns: DataTableColumn<ConcessionCategoryRow>[] = [
    {
      key: 'name',
      header: 'Concession',
      render: (c) => <Text fw={600}>{c.name}</Text>,
      sortValue: (c) => c.name,
    },
    { key: 'value', header: 'Value', render: valueText },
    { key: 'applyTo', header: 'Of', render: (c) => c.apply_to_name },
    {
      key: 'payer',
      header: 'Paid by',
      render: (c) => (c.is_state_receivable ? <Badge color="grape">State (RTE)</Badge> : 'School'),
    },
    { key: 'students', header: 'Students', render: (c) => c.students, align: 'right' },
    rowActionsColumn((c) => `concession ${c.name}`, {
      onEdit: (c) => setForm((f) => ({ open: true, editing: c, key: f.key + 1 })),
      onDelete: deletingCategory.open,
      deleteBlockedOf: (c) => (c.students > 0 ? 'Given to students' : null),
    }),
  ];
  const assignedColumns: DataTableColumn<StudentConcessionRow>[] = [
    {
      key: 'student',
      header: 'Student',
      render: (r) => r.student_name,
      sortValue: (r) => r.student_name,
    },
    { key: 'class', header: 'Class', render: (r) => r.class_name },
    { key: 'concession', header: 'Concession', render: (r) => r.category_name },
    { key: 'by', header: 'Approved by', render: (r) => r.approved_by },
    {
      key: 'on',
      header: 'Approved on',
      kind: 'date',
      render: (r) => formatDate(r.approved_on),
      sortValue: (r) => r.approved_on,
    },
    { key: 'remarks', header: 'Remarks', render: (r) => r.remarks || '—' },
    rowActionsColumn((r) => `concession of ${r.student_name}`, { onDelete: removing.open }),
  ];

  return (
    <Box maw={1200}>
      <PageHeader
        title="Concessions"
        description="Named concessions a school gives (sibling, staff ward, scholarship, RTE quota); each student's dues follow at once."
      />
      <Stack gap="xl">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              Concession categories
            </Title>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setForm((f) => ({ open: true, editing: null, key: f.key + 1 }))}
            >
              Add Concession
            </Button>
          </Group>
          <DataTable
            label="Concession categories"
            columns={categoryColumns}
            rows={categories.data ?? []}
            rowKey={(c) => c.id}
            loading={categories.isPending}
            minWidth={720}
          />
        </Stack>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} size="h3">
              Students with concessions
            </Title>
            <SessionSelect value={sessionId} onChange={setSessionId} maw={260} />
          </Group>
          <AssignConcessionForm sessionId={chosen} categories={categories.data ?? []} />
          <DataTable
            label="Students with concessions"
            columns={assignedColumns}
            rows={assigned.data ?? []}
            rowKey={(r) => r.id}
            loading={assigned.isPending}
            minWidth={860}
          />
        </Stack>
      </Stack>
      <ConcessionCategoryModal
        key={form.key}
        opened={form.open}
        editing={form.editing}
        titles={titles.data ?? []}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      <ConfirmDeleteModal
        modal={deletingCategory}
        title="Delete Concession"
        question={(c) => `Are you sure you want to delete the concession ${c.name}?`}
        remove={deleteCategory}
      />
      <ConfirmDeleteModal
        modal={removing}
        title="Remove Concession"
        question={(r) => `Remove ${r.category_name} from ${r.student_name}?`}
        remove={remove}
      />
    </Box>
  );
}
