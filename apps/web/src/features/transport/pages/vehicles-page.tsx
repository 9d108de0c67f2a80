import { Badge, Box, Card, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { transportMessages as m, type VehicleRow, vehicleBodySchema } from '@shala/contracts';
import { useState } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DataTable } from '../../../ui/data-table/data-table';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useVehiclesQuery } from '../api/setup-queries';
import { useCreateVehicle, useDeleteVehicle, useUpdateVehicle } from '../api/setup-writes';

const empty = {
  vehicle_name: '',
  vehicle_no: '',
  seats: 40 as number | string,
  insurance_expiry: null as string | null,
  fitness_expiry: null as string | null,
  permit_expiry: null as string | null,
};
const messages = { created: m.vehicleSaved, updated: m.vehicleSaved };

/** /manage_vehicles: the school's buses with seats and document expiry reminders. */
export function VehiclesPage() {
  const [editing, setEditing] = useState<VehicleRow | null>(null);
  const vehicles = useVehiclesQuery();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const remove = useDeleteVehicle();
  const toDelete = useModalTarget<VehicleRow>();
  const form = useForm({ initialValues: empty, validate: schemaValidator(vehicleBodySchema) });
  const reset = () => {
    setEditing(null);
    form.setValues(empty);
    form.clearErrors();
  };
  const dateField = (
    key: 'insurance_expiry' | 'fitness_expiry' | 'permit_expiry',
    label: string,
  ) => (
    <DateField
      label={label}
      value={form.values[key]}
      onChange={(value) => form.setFieldValue(key, value)}
      error={form.errors[key]}
    />
  );
  return (
    <Box maw={1000}>
      <PageHeader title="Vehicles" description="Buses and vans, their seats and papers." />
      <Stack gap="lg">
        <FormCard
          title={editing ? 'Edit Vehicle' : 'Add Vehicle'}
          editing={editing !== null}
          submitting={create.isPending || update.isPending}
          onClear={reset}
          onCancel={editing ? reset : undefined}
          onSubmit={form.onSubmit((values) =>
            saveForm({
              body: vehicleBodySchema.parse(values),
              editingId: editing?.id ?? null,
              create,
              update,
              messages,
              form,
              onSaved: reset,
            }),
          )}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Vehicle Name" withAsterisk {...form.getInputProps('vehicle_name')} />
            <TextInput label="Vehicle Number" withAsterisk {...form.getInputProps('vehicle_no')} />
            <NumberInput
              label="Seats"
              withAsterisk
              min={1}
              max={100}
              {...form.getInputProps('seats')}
            />
            {dateField('insurance_expiry', 'Insurance Expiry')}
            {dateField('fitness_expiry', 'Fitness Expiry')}
            {dateField('permit_expiry', 'Permit Expiry')}
          </SimpleGrid>
        </FormCard>
        <Card withBorder>
          <DataTable
            label="Vehicles"
            rows={vehicles.data ?? []}
            loading={vehicles.isPending}
            rowKey={(row) => row.id}
            minWidth={720}
            columns={[
              {
                key: 'name',
                header: 'Vehicle Name',
                render: (row) => <Text fw={600}>{row.vehicle_name}</Text>,
              },
              { key: 'no', header: 'Vehicle Number', render: (row) => row.vehicle_no },
              { key: 'seats', header: 'Seats', render: (row) => row.seats },
              {
                key: 'insurance',
                header: 'Insurance',
                kind: 'date',
                render: (row) => formatDate(row.insurance_expiry),
              },
              {
                key: 'fitness',
                header: 'Fitness',
                kind: 'date',
                render: (row) => formatDate(row.fitness_expiry),
              },
              {
                key: 'permit',
                header: 'Permit',
                kind: 'date',
                render: (row) => formatDate(row.permit_expiry),
              },
              {
                key: 'reminders',
                header: 'Reminders',
                render: (row) => (
                  <Stack gap={2}>
                    {row.reminders.map((text) => (
                      <Badge key={text} color="orange" variant="light">
                        {text}
                      </Badge>
                    ))}
                  </Stack>
                ),
              },
              rowActionsColumn<VehicleRow>((row) => `vehicle ${row.vehicle_name}`, {
                onEdit: (row) => {
                  setEditing(row);
                  form.setValues({ ...row });
                },
                onDelete: toDelete.open,
              }),
            ]}
          />
        </Card>
      </Stack>
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete vehicle"
        question={(row) => `Are you sure you want to delete the vehicle ${row.vehicle_name}?`}
        remove={remove}
        onDeleted={() => toast.success(m.vehicleDeleted)}
      />
    </Box>
  );
}
