import { Box, Container, Group, Text } from '@mantine/core';
import { useBranding } from '../../../platform/branding/use-branding';
import { SchoolLogo } from '../../../ui/school-logo';

/**
 * The public form's top band in the school's colour with its logo and name: the school is the
 * host's (its colours and logo come with the host's check, before anyone signs in).
 */
export function RegistrationHeader({ fallbackName }: { fallbackName: string | null }) {
  const { schoolName, logo } = useBranding();
  const name = schoolName ?? fallbackName ?? 'Online Registration';
  return (
    <Box
      component="header"
      py="md"
      style={{
        background: 'var(--mantine-primary-color-filled)',
        color: 'var(--mantine-primary-color-contrast)',
      }}
    >
      <Container size="md">
        <Group gap="md" wrap="nowrap">
          <Box p={4} bg="white" style={{ borderRadius: 'var(--mantine-radius-md)', lineHeight: 0 }}>
            <SchoolLogo logo={logo} name={name} size={48} />
          </Box>
          <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} lh={1.25} miw={0}>
            {name}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
