import { Box, Button, Card, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createFeeTitleBodySchema, type FeeTitleRow } from '@shala/contracts';
import { IconPlus } from '@tabler/icons-react';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useCreateFeeTitle, useDeleteFeeTitle, useFeeTitlesQuery } from '../api/fee-titles';
import { EditFeeTitleModal } from '../components/edit-fee-title-modal';

/** /add_fee_title (§2 Fee name Setup): add a title, the list, 'Edit Fee Title', delete. */
export function AddFeeTitlePage() {
  const form = useForm({
    initialValues: { title: '' },
    validate: schemaValidator(createFeeTitleBodySchema),
  });
  const titles = useFeeTitlesQuery();
  const create = useCreateFeeTitle();
  const remove = useDeleteFeeTitle();
  const editing = useModalTarget<FeeTitleRow>();
  const deleting = useModalTarget<FeeTitleRow>();

  const submit = form.onSubmit(({ title }) =>
    create.mutate(title.trim(), { onSuccess: () => form.setValues({ title: '' }) }),
  );

  const columns: DataTableColumn<FeeTitleRow>[] = [
    {
      key: 'name',
      header: 'Fee Title',
      render: (row) => row.fee_type_name,
      sortValue: (row) => row.fee_type_name.toLowerCase(),
    },
    rowActionsColumn((row) => `fee title ${row.fee_type_name}`, {
      onEdit: editing.open,
      onDelete: deleting.open,
    }),
  ];

  return (
    <Box maw={900}>
      <PageHeader title="Fee Titles" description="The fee types a fee structure is made of." />
      <Card withBorder padding="lg" radius="md" mb="lg" component="form" onSubmit={submit}>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Fee Title"
            placeholder="e.g. Tuition"
            withAsterisk
            maxLength={100}
            {...form.getInputProps('title')}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={create.isPending}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add
          </Button>
        </Group>
      </Card>
      <DataTable
        label="Fee Titles"
        columns={columns}
        rows={titles.data ?? []}
        rowKey={(row) => row.id}
        loading={titles.isPending}
        minWidth={360}
      />
      <EditFeeTitleModal modal={editing} />
      <ConfirmDeleteModal
        modal={deleting}
        title="Delete Fee Title"
        question={(row) => `Are you sure you want to delete the fee title ${row.fee_type_name}?`}
        remove={remove}
      />
    </Box>
  );
}
