import { Stack, Text } from '@mantine/core';
import type { NewsItem } from '@shala/contracts';
import { formatDate } from '../../../ui/format-date';
import { Popup } from '../../../ui/popup';
import { NewsContent } from './news-content';

interface NewsDetailsModalProps {
  news: NewsItem | null;
  opened: boolean;
  onClose: () => void;
}

/** A news item to read in full, formatted. */
export function NewsDetailsModal({ news, opened, onClose }: NewsDetailsModalProps) {
  return (
    <Popup opened={opened} onClose={onClose} title={news?.title ?? 'News'} size="lg">
      {news ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {formatDate(news.date)}
          </Text>
          <NewsContent markup={news.message} />
        </Stack>
      ) : null}
    </Popup>
  );
}
