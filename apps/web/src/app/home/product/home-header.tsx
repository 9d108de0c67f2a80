import { Button, Container, Group } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProductMark } from '../../../ui/product-mark';

export function HomeHeader() {
  return (
    <header>
      <Container size="lg" py="md">
        <Group justify="space-between" wrap="nowrap">
          <ProductMark size={36} />
          <Button
            component={Link}
            to="/admin_login"
            variant="default"
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            Admin login
          </Button>
        </Group>
      </Container>
    </header>
  );
}
