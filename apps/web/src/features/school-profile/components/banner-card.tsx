import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../ui/format-date';
import type { BannerRow } from '../api/list-banners';
import type { MoveDirection } from '../lib/banner-order';
import { BannerImage } from './banner-image';

interface BannerCardProps {
  banner: BannerRow;
  /** Place in the display order, from 1. */
  place: number;
  total: number;
  /** The order is being saved: moves wait. */
  moving: boolean;
  /** This banner's title or visibility is being saved. */
  saving: boolean;
  onMove: (direction: MoveDirection) => void;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onPreview: () => void;
}

/** One banner: its image, title, place, whether it shows, and its actions. */
export function BannerCard(props: BannerCardProps) {
  const { banner, place, total, moving, saving } = props;
  const name = banner.title ?? `Banner ${place}`;
  const action = (label: string) => `${label} ${name}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section>
        <UnstyledButton onClick={props.onPreview} w="100%" aria-label={action('Preview')}>
          <BannerImage src={banner.url} alt={name} dimmed={!banner.is_active} />
        </UnstyledButton>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text
            fw={600}
            size="sm"
            lineClamp={1}
            c={banner.title ? undefined : 'dimmed'}
            title={banner.title ?? undefined}
          >
            {banner.title ?? 'Untitled'}
          </Text>
          <Badge
            variant="light"
            color={banner.is_active ? 'teal' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {banner.is_active ? 'Shown' : 'Hidden'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {place} of {total} · Added {formatDate(banner.created_at)}
        </Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <Switch
            label="Active"
            checked={banner.is_active === 1}
            disabled={saving}
            onChange={(event) => props.onToggle(event.currentTarget.checked)}
            aria-label={action('Active:')}
          />
          <Group gap={4}>
            <Tooltip label="Move up">
              <ActionIcon
                variant="subtle"
                onClick={() => props.onMove('up')}
                disabled={moving || place === 1}
                bg={place === 1 ? 'transparent' : undefined}
                aria-label={action('Move up')}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                variant="subtle"
                onClick={() => props.onMove('down')}
                disabled={moving || place === total}
                bg={place === total ? 'transparent' : undefined}
                aria-label={action('Move down')}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit title">
              <ActionIcon variant="subtle" onClick={props.onEdit} aria-label={action('Edit')}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={props.onDelete}
                aria-label={action('Delete')}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
