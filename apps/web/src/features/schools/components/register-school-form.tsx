import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerSchoolBodySchema } from '@shala/contracts';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { PasswordField } from '../../../ui/password-field';
import { SectionCard } from '../../../ui/section-card';
import { type RegisterSchoolInput, useRegisterSchool } from '../api/register-school';
import { schoolAddressPreview } from '../lib/school-address';
import { newSchoolFieldValues, SchoolFields } from './school-fields';

type RegisterValues = Required<RegisterSchoolInput> & { admin_password: string };

const emptyValues: RegisterValues = {
  ...newSchoolFieldValues,
  subdomain: '',
  admin_full_name: '',
  admin_username: '',
  admin_email: '',
  admin_mobile: '',
  admin_password: '',
};

/** A new school and its first admin user; the rules and messages are those of contracts. */
export function RegisterSchoolForm() {
  const navigate = useNavigate();
  const register = useRegisterSchool();
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaValidator<RegisterValues>(registerSchoolBodySchema),
    validateInputOnBlur: true,
    // Subdomains are lowercase: type them so, as the address preview shows.
    transformValues: (values) => ({ ...values, subdomain: values.subdomain.trim().toLowerCase() }),
  });

  const submit = form.onSubmit((values) =>
    register.mutate(values, {
      onSuccess: (school) => navigate(`/school/information/${school.id}`),
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  const subdomain = form.getInputProps('subdomain');
  const address = (
    <TextInput
      label="Subdomain"
      placeholder="e.g. hillview"
      withAsterisk
      maxLength={63}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      description={
        <Text span size="xs" style={{ overflowWrap: 'anywhere' }}>
          School address:{' '}
          <Text span inherit fw={600} data-testid="address-preview">
            {schoolAddressPreview(form.values.subdomain, window.location)}
          </Text>
        </Text>
      }
      {...subdomain}
      onChange={(event) => subdomain.onChange(event.currentTarget.value.toLowerCase())}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Register school">
      <Stack gap="lg">
        <SectionCard title="School" description="How the school appears to its users.">
          <SchoolFields
            field={(name) => form.getInputProps(name)}
            savedTimeZone={emptyValues.time_zone}
            address={address}
          />
        </SectionCard>
        <SectionCard
          title="First admin user"
          description="The admin is e-mailed (and sent by SMS where configured) a link to choose a password and sign in at the school address."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Full name"
              withAsterisk
              maxLength={120}
              autoComplete="off"
              {...form.getInputProps('admin_full_name')}
            />
            <TextInput
              label="User name"
              withAsterisk
              maxLength={80}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps('admin_username')}
            />
            <TextInput
              label="E-mail"
              type="email"
              withAsterisk
              maxLength={254}
              autoComplete="off"
              {...form.getInputProps('admin_email')}
            />
            <TextInput
              label="Mobile"
              type="tel"
              inputMode="numeric"
              withAsterisk
              maxLength={10}
              placeholder="10 digits"
              autoComplete="off"
              {...form.getInputProps('admin_mobile')}
            />
            <PasswordField
              label="First password (optional)"
              description="Leave it empty: the admin chooses one from the invitation. Fill it only to sign in as the admin yourself, e.g. for a demo."
              autoComplete="new-password"
              {...form.getInputProps('admin_password')}
            />
          </SimpleGrid>
        </SectionCard>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/school/schoollist" variant="default">
            CANCEL
          </Button>
          <Button type="submit" loading={register.isPending}>
            REGISTER
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
