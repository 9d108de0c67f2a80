import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" maw={720}>
          <Badge variant="light" size="lg" w="fit-content">
            For schools, staff and parents
          </Badge>
          <Title order={1} className={classes.title}>
            Run your whole school from <span className={classes.highlight}>one place</span>
          </Title>
          <Text size="xl" c="dimmed" maw={600}>
            Admissions, attendance, fees, exams, transport, hostel and messages: every school gets
            its own address, colours and logo, and every parent sees their own child.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/admin_login"
              size="lg"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Admin login
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Staff and parents: sign in at your school's own address, for example
            yourschool.shala.app.
          </Text>
        </Stack>
      </Container>
    </section>
  );
}
