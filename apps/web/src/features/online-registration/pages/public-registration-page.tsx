import {
  Alert,
  Box,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  genders,
  registrationMessages as m,
  publicRegistrationBodySchema,
  todayIso,
} from '@shala/contracts';
import { useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { DateField } from '../../../ui/date-field';
import { SelectField } from '../../../ui/select-field';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { usePublicRegistrationFormQuery, useSubmitRegistration } from '../api/public-registration';
import { RegistrationHeader } from '../components/registration-header';
import { RegistrationReceipt } from '../components/registration-receipt';

const empty = {
  student_name: '',
  class_id: null as string | null,
  gender: null as string | null,
  date_of_birth: null as string | null,
  father_name: '',
  father_mobile: '',
  father_email: '',
  mother_name: '',
  mother_mobile: '',
  mother_email: '',
  address: '',
  website: '',
};
type Fields = typeof empty;

/** /online-student-registration on the school's host: the public form, no sign-in. */
export function PublicRegistrationPage() {
  const state = usePublicRegistrationFormQuery();
  const submit = useSubmitRegistration();
  const [reference, setReference] = useState<string | null>(null);
  useDocumentTitle('Online Registration');
  const form = useForm<Fields>({
    initialValues: empty,
    validate: schemaValidator<Fields>(publicRegistrationBodySchema),
  });
  const onSubmit = form.onSubmit((values) =>
    submit.mutate(publicRegistrationBodySchema.parse(values), {
      onSuccess: (receipt) => setReference(receipt.reference),
      onError: (error) => {
        if (!applyFieldErrors(form, error))
          form.setFieldError('student_name', error instanceof Error ? error.message : m.closed);
      },
    }),
  );

  return (
    <>
      <RegistrationHeader fallbackName={state.data?.school_name ?? null} />
      <Container size="md" py="xl" component="main">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                Online Registration
              </Title>
              <Text c="dimmed">
                Online student registration
                {state.data?.session_name ? ` for ${state.data.session_name}` : ''}
              </Text>
            </div>
            {state.isPending ? (
              <Text>Loading...</Text>
            ) : !state.data?.open ? (
              <Alert color="yellow" title="Registration closed">
                {m.closed}
              </Alert>
            ) : reference ? (
              <RegistrationReceipt reference={reference} />
            ) : (
              <form onSubmit={onSubmit} noValidate aria-label="Online student registration">
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label="Student Name"
                      withAsterisk
                      maxLength={120}
                      {...form.getInputProps('student_name')}
                    />
                    <SelectField
                      label="Class"
                      withAsterisk
                      data={state.data.classes.map((c) => ({
                        value: String(c.value),
                        label: c.label,
                      }))}
                      {...form.getInputProps('class_id')}
                    />
                    <SelectField
                      label="Gender"
                      withAsterisk
                      data={[...genders]}
                      {...form.getInputProps('gender')}
                    />
                    <DateField
                      label="Date of Birth"
                      withAsterisk
                      maxDate={todayIso()}
                      value={form.values.date_of_birth}
                      onChange={(value) => form.setFieldValue('date_of_birth', value)}
                      error={form.errors.date_of_birth}
                    />
                    <TextInput
                      label="Father's Name"
                      withAsterisk
                      maxLength={120}
                      {...form.getInputProps('father_name')}
                    />
                    <TextInput
                      label="Father's Mobile"
                      inputMode="numeric"
                      maxLength={10}
                      {...form.getInputProps('father_mobile')}
                    />
                    <TextInput
                      label="Father's E-mail"
                      type="email"
                      {...form.getInputProps('father_email')}
                    />
                    <TextInput
                      label="Mother's Name"
                      maxLength={120}
                      {...form.getInputProps('mother_name')}
                    />
                    <TextInput
                      label="Mother's Mobile"
                      inputMode="numeric"
                      maxLength={10}
                      {...form.getInputProps('mother_mobile')}
                    />
                    <TextInput
                      label="Mother's E-mail"
                      type="email"
                      {...form.getInputProps('mother_email')}
                    />
                  </SimpleGrid>
                  <Textarea
                    label="Address"
                    autosize
                    minRows={2}
                    maxLength={500}
                    {...form.getInputProps('address')}
                  />
                  {/* Left empty by people (it is hidden); bots fill it in and are quietly ignored. */}
                  <Box
                    aria-hidden
                    style={{
                      position: 'absolute',
                      left: -10000,
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                    }}
                  >
                    <label>
                      Website
                      <input tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
                    </label>
                  </Box>
                  <Button type="submit" loading={submit.isPending}>
                    Register
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
