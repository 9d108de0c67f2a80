import { Card, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createOutPassBodySchema, outPassMessages as om } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { toast } from '../../../platform/notify/toast';
import { FormCard } from '../../../ui/form-card';
import {
  useCancelChildOutPass,
  useChildOutPassesQuery,
  useRequestOutPass,
} from '../api/out-passes';
import { emptyOutPassWindow, OutPassFields, type OutPassWindowValues } from './out-pass-fields';
import { OutPassList } from './out-pass-list';

/** A parent's out-passes for a child in the hostel: ask for one, follow it, withdraw it. */
export function ChildOutPasses({ studentId }: { studentId: number }) {
  const passes = useChildOutPassesQuery(studentId);
  const ask = useRequestOutPass();
  const cancel = useCancelChildOutPass();
  const form = useForm<OutPassWindowValues>({
    initialValues: emptyOutPassWindow,
    validate: (values) =>
      schemaValidator(createOutPassBodySchema)({ ...values, student_id: studentId }),
  });
  const reset = () => {
    form.setValues(emptyOutPassWindow);
    form.clearErrors();
  };
  return (
    <Stack gap="md" mt="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Out-passes
        </Title>
        <OutPassList
          rows={passes.data ?? []}
          actions={['cancel']}
          busyId={cancel.isPending ? (cancel.variables ?? null) : null}
          emptyText={passes.isPending ? 'Loading...' : undefined}
          onAction={(row) => cancel.mutate(row.id)}
        />
      </Card>
      <FormCard
        title="Ask for an out-pass"
        description="The warden decides; you are told when your child leaves and returns."
        editing={false}
        submitting={ask.isPending}
        onClear={reset}
        onSubmit={form.onSubmit((values) =>
          ask.mutate(createOutPassBodySchema.parse({ ...values, student_id: studentId }), {
            onSuccess: () => {
              toast.success(om.requested);
              reset();
            },
            onError: (error) => {
              if (!applyFieldErrors(form, error)) toast.error(error.message);
            },
          }),
        )}
      >
        <OutPassFields form={form} />
      </FormCard>
    </Stack>
  );
}
