import { Box } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { PageHeader, type PageLink } from '../../../ui/page-header';
import { NewsForm } from '../components/news-form';
import { readEditingNews } from '../lib/editing-news';

/** /add_news: a new news item, or the one the list sent here to edit (navigation state). */
export function AddNewsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { canOpen } = useNavigation();
  const editing = readEditingNews(location.state);
  const listed = canOpen('/manage_news');
  const actions: PageLink[] = listed
    ? [{ to: '/manage_news', label: 'View News', icon: <IconList size={18} aria-hidden /> }]
    : [];
  // After saving, the list shows the result; without the list a fresh form waits.
  const done = () =>
    listed ? navigate('/manage_news') : navigate('/add_news', { replace: true, state: null });

  return (
    <Box maw={960}>
      <PageHeader
        title={editing ? 'Edit News' : 'Add News'}
        description="News for parents and staff: it shows on their home pages."
        actions={actions}
      />
      <NewsForm
        key={editing ? `edit-${editing.id}` : `new-${location.key}`}
        editing={editing}
        onSaved={done}
        onCancel={done}
      />
    </Box>
  );
}
