import { Box } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { MessageForm } from '../components/message-form';
import { readEditingMessage } from '../lib/editing-state';

/** /notification: write a message, or edit the one the list sent here (spec §2.7). */
export function NotificationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const editing = readEditingMessage(location.state);
  const toList = () => navigate('/view_notification');

  return (
    <Box maw={800}>
      <PageHeader
        title={editing ? 'Edit Message' : 'Add Message'}
        description="Write a message here, then send it from the list."
        actions={[{ to: '/view_notification', label: 'View', icon: <IconList size={16} /> }]}
      />
      <MessageForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onSaved={toList}
        onCancel={toList}
      />
    </Box>
  );
}
