import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SchoolRow, updateSchoolBodySchema } from '@shala/contracts';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateSchool } from '../api/update-school';
import { displayAddress } from '../lib/school-address';
import { SchoolFields, type SchoolFieldValues } from './school-fields';

const schoolFieldsSchema = updateSchoolBodySchema.omit({ id: true });

/** A school's own fields; the subdomain and the users are not edited here. */
export function EditSchoolForm({ school }: { school: SchoolRow }) {
  const navigate = useNavigate();
  const update = useUpdateSchool();
  const form = useForm<SchoolFieldValues>({
    mode: 'controlled',
    initialValues: {
      school_name: school.school_name,
      primary_color: school.primary_color,
      text_color: school.text_color,
      time_zone: school.time_zone,
      status: school.status,
    },
    validate: schemaValidator<SchoolFieldValues>(schoolFieldsSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: school.id, ...values },
      {
        onSuccess: () => navigate(`/school/information/${school.id}`),
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit school">
      <Stack gap="lg">
        <SectionCard title="School" description="How the school appears to its users.">
          <SchoolFields
            field={(name) => form.getInputProps(name)}
            savedTimeZone={school.time_zone}
            address={
              <TextInput
                label="Subdomain"
                value={school.subdomain}
                readOnly
                variant="filled"
                description={`School address: ${displayAddress(school.url)} (cannot be changed)`}
              />
            }
          />
        </SectionCard>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={`/school/information/${school.id}`} variant="default">
            CANCEL
          </Button>
          <Button type="submit" loading={update.isPending}>
            UPDATE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
