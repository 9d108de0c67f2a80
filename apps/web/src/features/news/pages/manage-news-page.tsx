import { Box, Card } from '@mantine/core';
import { type NewsItem, newsMessages } from '@shala/contracts';
import { useNavigate } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteNews } from '../api/delete-news';
import { useNewsQuery } from '../api/list-news';
import { NewsDetailsModal } from '../components/news-details-modal';
import { NewsTable } from '../components/news-table';

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
          {...pagedListProps(news, rows)}
          onView={viewing.open}
          onEdit={canWrite ? (row) => navigate('/add_news', { state: row }) : undefined}
          onDelete={canWrite ? toDelete.open : undefined}
        />
      </Card>
      <NewsDetailsModal news={viewing.target} opened={viewing.opened} onClose={viewing.close} />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete news"
        question={(row) => `Are you sure you want to delete the news ${row.title}?`}
        remove={remove}
        onDeleted={() => toast.success(newsMessages.deleted)}
      />
    </Box>
  );
}
