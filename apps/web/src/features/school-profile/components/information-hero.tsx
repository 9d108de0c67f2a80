import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SchoolLogo } from '../../../ui/school-logo';
import type { SchoolInformation } from '../lib/information-values';
import { ColourSwatch } from './colour-swatch';

/** The school at a glance: logo, name, board and founding year, and its colours. */
export function InformationHero({ info }: { info: SchoolInformation }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label="School"
      style={{ borderTop: `4px solid ${info.primary_color}` }}
    >
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="md" wrap="nowrap" miw={0}>
          <SchoolLogo logo={info.logo} name={info.school_name} size={72} />
          <Stack gap={6} miw={0}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {info.school_name}
            </Title>
            <Group gap="xs">
              {info.affiliation_board ? (
                <Badge variant="light">{info.affiliation_board}</Badge>
              ) : null}
              {info.established_year ? (
                <Badge variant="outline" color="gray">
                  Est. {info.established_year}
                </Badge>
              ) : null}
              {info.city ? (
                <Text size="sm" c="dimmed">
                  {info.city}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Group gap="lg">
          <ColourSwatch label="Primary colour" value={info.primary_color} />
          <ColourSwatch label="Text colour" value={info.text_color} />
        </Group>
      </Group>
    </Card>
  );
}
