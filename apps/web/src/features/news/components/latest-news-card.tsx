import { Divider, Stack, Text } from '@mantine/core';
import { newsMessages } from '@shala/contracts';
import { Fragment } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { formatDate } from '../../../ui/format-date';
import { HomeCard } from '../../../ui/home-card';
import { useLatestNewsQuery } from '../api/list-latest-news';
import { NewsContent } from './news-content';
import { NewsPreview } from './news-preview';

/** The home pages' "Latest news": the newest items, formatted, long ones folded. */
export function LatestNewsCard() {
  const { canOpen } = useNavigation();
  const latest = useLatestNewsQuery();
  const items = latest.data ?? [];
  return (
    <HomeCard
      title="Latest news"
      link={canOpen('/manage_news') ? { to: '/manage_news', label: 'All news' } : null}
      loading={latest.isPending}
      skeletonHeight={60}
      emptyText={items.length ? null : newsMessages.noLatest}
    >
      <Stack gap="md">
        {items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 ? <Divider /> : null}
            <article aria-label={item.title}>
              <Text fw={600}>{item.title}</Text>
              <Text size="xs" c="dimmed" mb={4}>
                {formatDate(item.date)}
              </Text>
              <NewsPreview>
                <NewsContent markup={item.message} />
              </NewsPreview>
            </article>
          </Fragment>
        ))}
      </Stack>
    </HomeCard>
  );
}
