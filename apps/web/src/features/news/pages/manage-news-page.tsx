import { Box, Card } from '@mantine/core';
import { type NewsItem, newsMessages } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageHeader } from '../../../ui/page-header';
import { useDeleteNews } from '../api/delete-news';
import { useNewsQuery } from '../api/list-news';
import { NewsDetailsModal } from '../components/news-details-modal';
import { NewsTable } from '../components/news-table';
import { useModalTarget } from '../components/use-modal-target';

/** /manage_news: the school's news, newest first; writers edit (on /add_news) and delete. */
export function ManageNewsPage() {
  const navigate = useNavigate();
  const { canOpen } = useNavigation();
  const canWrite = canOpen('/add_news');
  const news = useNewsQuery();
  const remove = useDeleteNews();
  const viewing = useModalTarget<NewsItem>();
  const toDelete = useModalTarget<NewsItem>();
  const rows = news.data?.pages.flat() ?? [];

  return (
    <Box maw={1200}>
      <PageHeader
        title="News"
        description="What the school has announced, newest first."
        back={canWrite ? { to: '/add_news', label: 'Back' } : undefined}
      />
      <Card withBorder radius="md" padding="lg">
        <NewsTable
          rows={rows}
          loading={news.isPending}
          hasMore={news.hasNextPage}
          loadingMore={news.isFetchingNextPage}
          onLoadMore={() => void news.fetchNextPage()}
          onView={viewing.open}
          onEdit={canWrite ? (row) => navigate('/add_news', { state: row }) : undefined}
          onDelete={canWrite ? toDelete.open : undefined}
        />
      </Card>
      <NewsDetailsModal news={viewing.target} opened={viewing.opened} onClose={viewing.close} />
      <ConfirmModal
        opened={toDelete.opened}
        onClose={toDelete.close}
        title="Delete news"
        message={`Are you sure you want to delete the news ${toDelete.target?.title ?? ''}?`}
        danger
        loading={remove.isPending}
        onConfirm={() => {
          const row = toDelete.target;
          if (!row) return;
          remove.mutate(row.id, {
            onSuccess: () => toast.success(newsMessages.deleted),
            onSettled: toDelete.close,
          });
        }}
      />
    </Box>
  );
}
