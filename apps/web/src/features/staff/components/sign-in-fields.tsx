import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PasswordField } from '../../../ui/password-field';
import type { PasswordMode, StaffFormValues } from '../lib/staff-form';

/** How a new user gets in: a first password set here, or an e-mailed invitation. */
export function SignInFields({ form }: { form: UseFormReturnType<StaffFormValues> }) {
  const mode = form.values.password_mode;
  return (
    <Stack gap="md">
      <Radio.Group
        label="First sign-in"
        withAsterisk
        value={mode}
        onChange={(value) => {
          form.setFieldValue('password_mode', value as PasswordMode);
          form.clearFieldError('password');
          form.clearFieldError('email');
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          <ModeCard
            value="password"
            title="Set a first password"
            description="Give it to them; they can change it after signing in."
          />
          <ModeCard
            value="invite"
            title="E-mail an invitation"
            description="They get a code to choose their own password (valid 3 days). Needs an e-mail."
          />
        </SimpleGrid>
      </Radio.Group>
      {mode === 'password' ? (
        <PasswordField
          label="First password"
          description="At least 6 characters, not a common password"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      ) : null}
    </Stack>
  );
}

function ModeCard({
  value,
  title,
  description,
}: {
  value: PasswordMode;
  title: string;
  description: string;
}) {
  return (
    <Radio.Card value={value} radius="md" p="md" withBorder>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <div>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
