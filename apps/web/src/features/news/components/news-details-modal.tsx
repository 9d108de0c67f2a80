import { Modal, Stack, Text } from '@mantine/core';
import type { NewsItem } from '@shala/contracts';
import { formatDate } from '../../../ui/format-date';
import { NewsContent } from './news-content';

interface NewsDetailsModalProps {
  news: NewsItem | null;
  opened: boolean;
  onClose: () => void;
}

/** A news item to read in full, formatted. */
export function NewsDetailsModal({ news, opened, onClose }: NewsDetailsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={news?.title ?? 'News'}
      size="lg"
      centered
      transitionProps={{ transition: 'pop', duration: 200, exitDuration: 300 }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {news ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {formatDate(news.date)}
          </Text>
          <NewsContent markup={news.message} />
        </Stack>
      ) : null}
    </Modal>
  );
}
