import { Anchor, Card, Divider, Group, Skeleton, Spoiler, Stack, Text, Title } from '@mantine/core';
import { newsMessages } from '@shala/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { formatDate } from '../../../ui/format-date';
import { useLatestNewsQuery } from '../api/list-latest-news';
import { NewsContent } from './news-content';

/** The home pages' "Latest news": the newest items, formatted, long ones folded. */
export function LatestNewsCard() {
  const { canOpen } = useNavigation();
  const latest = useLatestNewsQuery();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Latest news">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Latest news
        </Title>
        {canOpen('/manage_news') ? (
          <Anchor component={Link} to="/manage_news" size="sm">
            All news
          </Anchor>
        ) : null}
      </Group>
      {latest.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={60} radius="md" />
          <Skeleton height={60} radius="md" />
        </Stack>
      ) : latest.data?.length ? (
        <Stack gap="md">
          {latest.data.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 ? <Divider /> : null}
              <article aria-label={item.title}>
                <Text fw={600}>{item.title}</Text>
                <Text size="xs" c="dimmed" mb={4}>
                  {formatDate(item.date)}
                </Text>
                <Spoiler maxHeight={96} showLabel="Read more" hideLabel="Show less">
                  <NewsContent markup={item.message} />
                </Spoiler>
              </article>
            </Fragment>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {newsMessages.noLatest}
        </Text>
      )}
    </Card>
  );
}
