import { Container, Divider, Group, Text } from '@mantine/core';

export function HomeFooter() {
  return (
    <footer>
      <Divider />
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Shala
          </Text>
          <Text size="sm" c="dimmed">
            School management for schools, staff and parents
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
