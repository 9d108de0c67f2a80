import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateRoleLabelBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { useUpdateRoleLabel } from '../api/update-role-label';
import type { RoleLabel } from '../lib/role-options';
import { useLatestItem } from './use-latest-item';

interface RoleValues {
  role_id: number;
  role_name: string;
  description: string;
}

/** Renames a role for this school and describes it; the role's id and rights stay. */
export function RoleLabelModal({ role, onClose }: { role: RoleLabel | null; onClose: () => void }) {
  const shown = useLatestItem(role);
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      title="Edit role"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown ? <RoleLabelForm key={shown.role_id} role={shown} onDone={onClose} /> : null}
    </Modal>
  );
}

function RoleLabelForm({ role, onDone }: { role: RoleLabel; onDone: () => void }) {
  const update = useUpdateRoleLabel();
  const form = useForm<RoleValues>({
    mode: 'controlled',
    initialValues: {
      role_id: role.role_id,
      role_name: role.role_name,
      description: role.description ?? '',
    },
    validate: schemaValidator<RoleValues>(updateRoleLabelBodySchema),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        role_id: values.role_id,
        role_name: values.role_name.trim(),
        description: values.description.trim() || null,
      },
      { onSuccess: onDone, onError: (error) => applyFieldErrors(form, error) },
    ),
  );
  const renamed = form.values.role_name.trim() !== role.default_name;

  return (
    <form onSubmit={submit} noValidate aria-label="Edit role">
      <Stack gap="md">
        <TextInput
          label="Role name"
          withAsterisk
          maxLength={60}
          data-autofocus
          description={`Standard name: ${role.default_name}`}
          {...form.getInputProps('role_name')}
        />
        <Textarea
          label="Description"
          placeholder="What people with this role do at the school"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={300}
          {...form.getInputProps('description')}
        />
        <Text size="xs" c="dimmed">
          The name shows in menus, lists and pickers of this school. What the role may open is set
          on Set Access Rights.
        </Text>
        <Group justify="space-between" gap="sm">
          {renamed ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => form.setFieldValue('role_name', role.default_name)}
            >
              Use standard name
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={update.isPending}>
              CANCEL
            </Button>
            <Button type="submit" loading={update.isPending}>
              SAVE
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
