import { Badge, Group, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { ensureContrast } from '../../../app/theme/contrast';
import { SectionCard } from '../../../ui/section-card';
import type { SchoolInformation } from '../lib/information-values';
import { ColourSwatch } from './colour-swatch';
import { LogoUpload } from './logo-upload';

/**
 * The school's name and colours, read-only: the platform administrator sets them (the school
 * information API does not change them). A strip shows the accent in use. The logo the school
 * uploads itself.
 */
export function BrandingCard({ info }: { info: SchoolInformation }) {
  const scheme = useComputedColorScheme('light');
  // As text the colour is darkened or lightened to read on the page, like every text colour of the theme.
  const highlight = ensureContrast(info.text_color, scheme === 'dark' ? '#242424' : '#ffffff');
  return (
    <SectionCard
      title="Name, logo and colours"
      description="The name and colours are set by the platform administrator. Please contact support to change them."
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {info.school_name}
            </Text>
            <Text size="sm" c="dimmed">
              Subdomain: {info.subdomain}
            </Text>
          </Stack>
        </Group>
        <Group gap="xl">
          <ColourSwatch label="Primary colour" value={info.primary_color} />
          <ColourSwatch label="Text colour" value={info.text_color} />
        </Group>
        <Paper
          withBorder
          radius="md"
          p="sm"
          style={{ borderLeft: `4px solid ${info.primary_color}` }}
          aria-label="Accent preview"
        >
          <Group gap="sm" justify="space-between">
            <Text size="sm">
              Highlighted text looks{' '}
              <Text span fw={700} c={highlight}>
                like this
              </Text>
              .
            </Text>
            <Badge color={info.primary_color} autoContrast>
              Accent
            </Badge>
          </Group>
        </Paper>
        <LogoUpload info={info} />
      </Stack>
    </SectionCard>
  );
}
