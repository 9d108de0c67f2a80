import { Box, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  driverSettingBodySchema,
  transportMessages as m,
  transportTypeLabels,
  transportTypes,
} from '@shala/contracts';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { DateField } from '../../../ui/date-field';
import { FormCard } from '../../../ui/form-card';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useDriversQuery, useRoutesQuery, useVehiclesQuery } from '../api/setup-queries';
import { useCreateDriverSetting } from '../api/setup-writes';

const empty = {
  driver_id: null as string | null,
  vehicle_id: null as string | null,
  route_id: null as string | null,
  from_date: null as string | null,
  to_date: null as string | null,
  type: 'B' as string | null,
};

/** /add_driver_setting: a driver on a vehicle and route for dates, type B/P/D. */
export function AddDriverSettingPage() {
  const navigate = useNavigate();
  const drivers = useDriversQuery();
  const vehicles = useVehiclesQuery();
  const routes = useRoutesQuery();
  const create = useCreateDriverSetting();
  const form = useForm({
    initialValues: empty,
    validate: schemaValidator(driverSettingBodySchema),
  });
  const select = (
    key: keyof typeof empty,
    label: string,
    data: Array<{ value: string; label: string }>,
  ) => <SelectField label={label} withAsterisk data={data} {...form.getInputProps(key)} />;
  return (
    <Box maw={900}>
      <PageHeader
        title="Add Driver Setting"
        actions={[{ to: '/view_driver_setting', label: 'Driver Settings' }]}
      />
      <FormCard
        title="Driver Setting"
        editing={false}
        submitting={create.isPending}
        onClear={() => form.setValues(empty)}
        onSubmit={form.onSubmit((values) =>
          create.mutate(driverSettingBodySchema.parse(values), {
            onSuccess: () => {
              toast.success(m.settingSaved);
              navigate('/view_driver_setting');
            },
            onError: (error) => applyFieldErrors(form, error),
          }),
        )}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select(
            'driver_id',
            'Driver',
            (drivers.data ?? []).map((row) => ({
              value: String(row.user_id),
              label: row.driver_full_name,
            })),
          )}
          {select(
            'vehicle_id',
            'Vehicle',
            (vehicles.data ?? []).map((row) => ({
              value: String(row.id),
              label: `${row.vehicle_name} (${row.vehicle_no})`,
            })),
          )}
          {select(
            'route_id',
            'Route',
            (routes.data ?? []).map((row) => ({ value: String(row.id), label: row.route_name })),
          )}
          {select(
            'type',
            'Type',
            transportTypes.map((type) => ({
              value: type,
              label: `${type} = ${transportTypeLabels[type]}`,
            })),
          )}
          <DateField
            label="From Date"
            withAsterisk
            value={form.values.from_date}
            onChange={(value) => form.setFieldValue('from_date', value)}
            error={form.errors.from_date}
          />
          <DateField
            label="To Date"
            withAsterisk
            value={form.values.to_date}
            onChange={(value) => form.setFieldValue('to_date', value)}
            error={form.errors.to_date}
          />
        </SimpleGrid>
      </FormCard>
    </Box>
  );
}
