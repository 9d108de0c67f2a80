import { Box, Card, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DriverRow, driverBodySchema, transportMessages as m } from '@shala/contracts';
import { useState } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DataTable } from '../../../ui/data-table/data-table';
import { FormCard } from '../../../ui/form-card';
import { PageHeader } from '../../../ui/page-header';
import { rowActionsColumn } from '../../../ui/row-actions-column';
import { useDriversQuery } from '../api/setup-queries';
import { useSaveDriver } from '../api/setup-writes';

const empty = { user_id: 0, license_no: '', mobile_no: '', address: '' };

/** /manage_drivers: users of the driver role with their licence, mobile and address. */
export function DriversPage() {
  const [editing, setEditing] = useState<DriverRow | null>(null);
  const drivers = useDriversQuery();
  const save = useSaveDriver();
  const form = useForm({ initialValues: empty, validate: schemaValidator(driverBodySchema) });
  const reset = () => {
    setEditing(null);
    form.setValues(empty);
  };
  return (
    <Box maw={1000}>
      <PageHeader
        title="Drivers"
        description="Drivers are users of the Driver role; add one on the staff pages, then set the licence here."
      />
      <Stack gap="lg">
        {editing ? (
          <FormCard
            title={`Driver: ${editing.driver_full_name}`}
            editing
            submitting={save.isPending}
            onClear={reset}
            onCancel={reset}
            onSubmit={form.onSubmit((values) =>
              saveForm({
                body: driverBodySchema.parse(values),
                editingId: null,
                create: save,
                update: save,
                messages: { created: m.driverSaved, updated: m.driverSaved },
                form,
                onSaved: reset,
              }),
            )}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Licence No." withAsterisk {...form.getInputProps('license_no')} />
              <TextInput label="Mobile" withAsterisk {...form.getInputProps('mobile_no')} />
              <TextInput label="Address" {...form.getInputProps('address')} />
            </SimpleGrid>
          </FormCard>
        ) : null}
        <Card withBorder>
          <DataTable
            label="Drivers"
            rows={drivers.data ?? []}
            loading={drivers.isPending}
            rowKey={(row) => row.user_id}
            minWidth={640}
            columns={[
              { key: 'name', header: 'Driver Name', render: (row) => row.driver_full_name },
              { key: 'mobile', header: 'Contact', render: (row) => row.driver_mobile_no ?? 'N/A' },
              { key: 'licence', header: 'Licence No.', render: (row) => row.license_no ?? 'N/A' },
              { key: 'address', header: 'Address', render: (row) => row.driver_address ?? 'N/A' },
              rowActionsColumn<DriverRow>((row) => `driver ${row.driver_full_name}`, {
                onEdit: (row) => {
                  setEditing(row);
                  form.setValues({
                    user_id: row.user_id,
                    license_no: row.license_no ?? '',
                    mobile_no: row.driver_mobile_no ?? '',
                    address: row.driver_address ?? '',
                  });
                },
              }),
            ]}
          />
        </Card>
      </Stack>
    </Box>
  );
}
