import { Box, Button, Card, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createHostelBodySchema, type HostelRow, hostelMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { FormCard } from '../../../ui/form-card';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useHostelListQuery } from '../api/list-hostel-page';
import { useCreateHostel, useDeleteHostel } from '../api/save-hostel';
import { HostelEditModal } from '../components/hostel-edit-modal';
import { emptyHostel, HostelFields, type HostelFormValues } from '../components/hostel-fields';

/**
 * /add_hostel: Add Hostel, and the Hostel List its "Hostel List" link opens (Back returns to
 * the form) with the 'Update Hostel' modal and delete.
 */
export function HostelsPage() {
  const [showList, setShowList] = useState(false);
  const [editing, setEditing] = useState<HostelRow | null>(null);
  const hostels = useHostelListQuery();
  const create = useCreateHostel();
  const remove = useDeleteHostel();
  const toDelete = useModalTarget<HostelRow>();
  const form = useForm<HostelFormValues>({
    initialValues: emptyHostel,
    validate: schemaValidator(createHostelBodySchema),
  });
  const reset = () => {
    form.setValues(emptyHostel);
    form.clearErrors();
  };

  if (!showList) {
    return (
      <Box maw={700}>
        <PageHeader title="Add Hostel" />
        <Button variant="subtle" px={0} mb="md" onClick={() => setShowList(true)}>
          Hostel List
        </Button>
        <FormCard
          title="Add Hostel"
          editing={false}
          submitting={create.isPending}
          onClear={reset}
          onSubmit={form.onSubmit((values) =>
            create.mutate(createHostelBodySchema.parse(values), {
              onSuccess: () => {
                toast.success(m.hostelAdded);
                reset();
              },
              onError: (error) => applyFieldErrors(form, error),
            }),
          )}
        >
          <HostelFields form={form} />
        </FormCard>
      </Box>
    );
  }

  return (
    <Box maw={1000}>
      <Button variant="subtle" px={0} mb="xs" onClick={() => setShowList(false)}>
        Back
      </Button>
      <PageHeader title="Hostel List" />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <DataTable
            label="Hostel List"
            {...pagedListProps(hostels.query, hostels.rows)}
            rowKey={(row) => row.id}
            minWidth={560}
            columns={[
              {
                key: 'name',
                header: 'Hostel Name',
                render: (row) => <Text fw={600}>{row.name}</Text>,
                sortValue: (row) => row.name.toLowerCase(),
              },
              { key: 'phone', header: 'Phone', render: (row) => row.phone },
              {
                key: 'warden',
                header: 'Warden',
                render: (row) => row.wardenUser?.full_name ?? '',
              },
              { key: 'address', header: 'Address', render: (row) => row.address },
              rowActionsColumn<HostelRow>((row) => `hostel ${row.name}`, {
                onEdit: setEditing,
                onDelete: toDelete.open,
              }),
            ]}
          />
        </Card>
      </Stack>
      <HostelEditModal row={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete Hostel"
        question={(row) => `Are you sure you want to delete the hostel ${row.name}?`}
        remove={remove}
        onDeleted={() => toast.success(m.hostelDeleted)}
      />
    </Box>
  );
}
