import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffRow } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { useSignedInSession } from '../../../platform/session/session-query';
import { SectionCard } from '../../../ui/section-card';
import { useCreateStaff } from '../api/create-staff';
import { useUpdateStaff } from '../api/update-staff';
import {
  emptyStaffValues,
  type StaffFormValues,
  staffValuesFrom,
  toCreateBody,
  toUpdateBody,
  validateStaffForm,
} from '../lib/staff-form';
import { AccountFields } from './account-fields';
import { SignInFields } from './sign-in-fields';
import { StaffDetailFields } from './staff-detail-fields';

interface StaffFormProps {
  /** The user being edited; a new user without it. */
  staff?: StaffRow;
  /** Where CANCEL and a saved edit lead. */
  backTo: string;
  /** Where a created user is shown; null stays on a cleared form. */
  afterCreate: ((row: StaffRow) => string) | null;
}

/** /create_user: a new staff user (with a first password or an invitation), or an edit. */
export function StaffForm({ staff, backTo, afterCreate }: StaffFormProps) {
  const navigate = useNavigate();
  const { user } = useSignedInSession();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const id = staff?.id ?? null;
  const form = useForm<StaffFormValues>({
    mode: 'controlled',
    initialValues: staff ? staffValuesFrom(staff) : emptyStaffValues,
    validate: (values) => validateStaffForm(values, id),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(form, error);
    if (id === null) {
      create.mutate(toCreateBody(values), {
        onSuccess: (row) => {
          if (afterCreate) navigate(afterCreate(row));
          else form.reset();
        },
        onError,
      });
    } else {
      update.mutate(toUpdateBody(id, values), { onSuccess: () => navigate(backTo), onError });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={staff ? 'Edit user' : 'Create user'}>
      <Stack gap="lg">
        <SectionCard
          title="Account"
          description="The user signs in at the school's address with the user name, e-mail or mobile."
        >
          <AccountFields
            form={form}
            actorRoleId={user.user_role_id}
            savedRoleId={staff?.role_id ?? null}
            ownAccount={staff?.id === user.id}
          />
        </SectionCard>
        <SectionCard title="Staff details">
          <StaffDetailFields form={form} />
        </SectionCard>
        {staff ? null : (
          <SectionCard title="Sign-in">
            <SignInFields form={form} />
          </SectionCard>
        )}
        <Group justify="flex-end" gap="sm">
          {staff ? (
            <Button variant="default" onClick={() => navigate(backTo)}>
              CANCEL
            </Button>
          ) : (
            <Button variant="default" onClick={() => form.reset()} disabled={create.isPending}>
              CLEAR
            </Button>
          )}
          <Button type="submit" loading={create.isPending || update.isPending}>
            {staff ? 'UPDATE' : 'CREATE'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
