import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schoolProfileBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { useSaveSchoolInformation } from '../api/save-school-information';
import {
  type SchoolInformation,
  type SchoolInformationValues,
  toInformationValues,
} from '../lib/information-values';
import { AboutField, AddressFields, AffiliationFields, ContactFields } from './information-fields';

interface SchoolInformationFormProps {
  info: SchoolInformation;
  /** After a save: the page may move on (to the view page). */
  onSaved: () => void;
}

/** The school's address, contacts, affiliation and about text, saved as a whole. */
export function SchoolInformationForm({ info, onSaved }: SchoolInformationFormProps) {
  const save = useSaveSchoolInformation();
  const form = useForm<SchoolInformationValues>({
    mode: 'controlled',
    initialValues: toInformationValues(info),
    validate: schemaValidator<SchoolInformationValues>(schoolProfileBodySchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        const values = toInformationValues(saved);
        form.setInitialValues(values);
        form.setValues(values);
        form.resetDirty(values);
        onSaved();
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="School information">
      <Stack gap="lg">
        <AddressFields form={form} />
        <ContactFields form={form} />
        <AffiliationFields form={form} />
        <AboutField form={form} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => form.reset()}
            disabled={save.isPending || !form.isDirty()}
          >
            RESET
          </Button>
          <Button type="submit" loading={save.isPending}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
