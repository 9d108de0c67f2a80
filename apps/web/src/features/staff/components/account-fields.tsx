import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { SelectField } from '../../../ui/select-field';
import { useDesignationsQuery } from '../api/list-designations';
import { useRoleLabelsQuery } from '../api/list-role-labels';
import {
  assignableRoles,
  designationOptions,
  designationsForRole,
  roleOptions,
} from '../lib/role-options';
import type { StaffFormValues } from '../lib/staff-form';

interface AccountFieldsProps {
  form: UseFormReturnType<StaffFormValues>;
  actorRoleId: number | null;
  /** The role saved for an edited user (offered even if this user could not give it). */
  savedRoleId: number | null;
  /** Editing one's own account: the role cannot change. */
  ownAccount: boolean;
}

/** Who the user is and how they sign in: name, user name, contacts, role and designation. */
export function AccountFields({ form, actorRoleId, savedRoleId, ownAccount }: AccountFieldsProps) {
  const roles = useRoleLabelsQuery();
  const designations = useDesignationsQuery();
  const roleId = form.values.role_id ? Number(form.values.role_id) : null;
  const roleChoices = useMemo(
    () => roleOptions(assignableRoles(roles.data ?? [], actorRoleId, savedRoleId)),
    [roles.data, actorRoleId, savedRoleId],
  );
  const designationChoices = useMemo(
    () => designationOptions(designationsForRole(designations.data ?? [], roleId)),
    [designations.data, roleId],
  );

  const role = form.getInputProps('role_id');
  const changeRole = (value: string | null) => {
    role.onChange(value ?? '');
    // A designation of the old role may not belong to the new one.
    const stillFits = designationsForRole(designations.data ?? [], Number(value)).some(
      (item) => String(item.id) === form.values.designation_id,
    );
    if (!stillFits) form.setFieldValue('designation_id', '');
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="Full name"
        withAsterisk
        maxLength={120}
        autoComplete="off"
        {...form.getInputProps('full_name')}
      />
      <TextInput
        label="User name"
        description="Used to sign in: letters, digits and . _ @ -, no spaces"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        withAsterisk
        maxLength={60}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('username')}
      />
      <TextInput
        label="E-mail"
        type="email"
        maxLength={254}
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <TextInput
        label="Mobile"
        type="tel"
        inputMode="numeric"
        placeholder="10 digits"
        withAsterisk
        maxLength={10}
        autoComplete="off"
        {...form.getInputProps('mobile')}
      />
      <SelectField
        label="Role"
        withAsterisk
        data={roleChoices}
        loading={roles.isPending}
        allowDeselect={false}
        disabled={ownAccount}
        description={ownAccount ? 'You cannot change your own role' : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...role}
        onChange={changeRole}
      />
      <SelectField
        label="Designation"
        data={designationChoices}
        loading={designations.isPending}
        clearable
        searchable
        disabled={roleId === null}
        placeholder={roleId === null ? 'Select a role first' : 'Select...'}
        description={
          roleId !== null && designationChoices.length === 0
            ? 'No designations yet: add them on the Designations page'
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('designation_id')}
        value={form.values.designation_id || null}
        onChange={(value) => form.setFieldValue('designation_id', value ?? '')}
      />
    </SimpleGrid>
  );
}
