import {
  Button,
  Grid,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationFormatBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { SectionCard } from '../../../ui/section-card';
import { useSaveRegistrationFormat } from '../api/save-registration-format';
import type { SavedRegistrationFormat } from '../lib/admission-preview';
import {
  type FormatValues,
  fromSeparatorControl,
  readDraft,
  separatorOptions,
  toFormatValues,
  toSeparatorControl,
} from '../lib/format-values';
import { AdmissionNumberPreview } from './admission-number-preview';

const separatorData = separatorOptions.map((option) => ({
  value: toSeparatorControl(option.value),
  label: option.label,
}));

/** Prefix, year, separator, digits and first number of admission numbers, with a live preview. */
export function RegistrationFormatForm({ saved }: { saved: SavedRegistrationFormat }) {
  const save = useSaveRegistrationFormat();
  const form = useForm<FormatValues>({
    mode: 'controlled',
    initialValues: toFormatValues(saved),
    validate: schemaValidator<FormatValues>(registrationFormatBodySchema),
    validateInputOnChange: true,
  });
  const values = form.getValues();

  const submit = form.onSubmit((current) =>
    save.mutate(current, {
      onSuccess: (next) => {
        const reloaded = toFormatValues(next);
        form.setInitialValues(reloaded);
        form.setValues(reloaded);
        form.resetDirty(reloaded);
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SectionCard
          title="Format"
          description="How the admission number of each new student is made."
        >
          <form onSubmit={submit} noValidate aria-label="Registration number format">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label="Prefix"
                  placeholder="e.g. GW"
                  description="Up to 10 letters and digits"
                  maxLength={10}
                  {...form.getInputProps('prefix')}
                  onChange={(event) =>
                    form.setFieldValue('prefix', event.currentTarget.value.toUpperCase())
                  }
                />
                <Input.Wrapper
                  label="Separator"
                  description="Between prefix, year and number"
                  error={form.errors.separator}
                >
                  <SegmentedControl
                    fullWidth
                    data={separatorData}
                    value={toSeparatorControl(values.separator)}
                    onChange={(value) =>
                      form.setFieldValue('separator', fromSeparatorControl(value))
                    }
                    aria-label="Separator"
                    mt={4}
                  />
                </Input.Wrapper>
                <NumberInput
                  label="Digits"
                  description="Padded with zeros to this length"
                  min={1}
                  max={8}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  {...form.getInputProps('digits')}
                  onChange={(digits) => {
                    form.setFieldValue('digits', digits);
                    // "Start from" must fit the digits: its message follows this field too.
                    form.validateField('start_from');
                  }}
                />
                <NumberInput
                  label="Start from"
                  description="The first number given"
                  min={1}
                  max={99_999_999}
                  allowDecimal={false}
                  allowNegative={false}
                  withAsterisk
                  {...form.getInputProps('start_from')}
                />
              </SimpleGrid>
              <Switch
                label="Include year"
                description="Put the admission year in the number, e.g. GW/2026/0001"
                {...form.getInputProps('include_year', { type: 'checkbox' })}
              />
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
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <AdmissionNumberPreview draft={readDraft(values)} saved={saved} changed={form.isDirty()} />
      </Grid.Col>
    </Grid>
  );
}
