import { Box, Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createFeeSetupBodySchema, hostelMessages as m } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { useSessionOptionsQuery } from '../../../ui/lookups/list-session-options';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { useCreateFeeSetup } from '../api/fee-setup';
import { useHostelOptionsQuery } from '../api/list-hostels';
import { FeeTermsFields, type FeeTermsValues } from '../components/fee-terms-fields';
import { sessionOptions } from '../components/session-options';

interface FeeSetupValues extends FeeTermsValues {
  session_id: string | null;
  hostel_id: string | null;
}

const empty: FeeSetupValues = {
  session_id: null,
  hostel_id: null,
  amount: '',
  last_day_of_submission: null,
  late_fee: '',
};

/** /hostel_fee_setup: a hostel's monthly fee in a session; on success the list opens. */
export function HostelFeeSetupPage() {
  const navigate = useNavigate();
  const sessions = useSessionOptionsQuery();
  const hostels = useHostelOptionsQuery();
  const create = useCreateFeeSetup();
  const form = useForm<FeeSetupValues>({
    initialValues: empty,
    validate: schemaValidator(createFeeSetupBodySchema),
  });
  const reset = () => {
    form.setValues(empty);
    form.clearErrors();
  };
  return (
    <Box maw={700}>
      <PageHeader
        title="Hostel Fee Setup"
        actions={[{ to: '/view_hostel_fee_setup', label: 'View' }]}
      />
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={form.onSubmit((values) =>
            create.mutate(
              {
                ...values,
                session_id: values.session_id ?? '',
                hostel_id: values.hostel_id ?? '',
                last_day_of_submission: values.last_day_of_submission ?? '',
              },
              {
                onSuccess: () => {
                  toast.success(m.feeSetupAdded);
                  reset();
                  navigate('/view_hostel_fee_setup');
                },
                onError: (error) => applyFieldErrors(form, error),
              },
            ),
          )}
        >
          <Stack>
            <SelectField
              label="Session"
              withAsterisk
              loading={sessions.isPending}
              data={sessionOptions(sessions.data)}
              {...form.getInputProps('session_id')}
            />
            <SelectField
              label="Hostel"
              withAsterisk
              loading={hostels.isPending}
              data={(hostels.data?.list ?? []).map((h) => ({ value: String(h.id), label: h.name }))}
              {...form.getInputProps('hostel_id')}
            />
            <FeeTermsFields form={form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={reset}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Box>
  );
}
