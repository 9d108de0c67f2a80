import { Box, Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type MessageRow, messageMessages } from '@shala/contracts';
import { IconMail, IconMessage2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader, type PageLink } from '../../../ui/page-header';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteMessage } from '../api/delete-message';
import { useMessagesQuery } from '../api/list-messages';
import { MessageCardList } from '../components/message-card-list';
import { MessageTable, type MessageTableProps } from '../components/message-table';
import { NotifyModal } from '../components/notify-modal';
import { editingState } from '../lib/editing-state';

/** /view_notification: the school's messages, with notify, edit and delete (spec §2.7). */
export function ViewNotificationPage() {
  const navigate = useNavigate();
  const { canOpen } = useNavigation();
  const messages = useMessagesQuery();
  const remove = useDeleteMessage();
  const toNotify = useModalTarget<MessageRow>();
  const toDelete = useModalTarget<MessageRow>();
  // Writing (and so notify, edit, delete) goes with the Add Message page.
  const canWrite = canOpen('/notification');
  const rows = messages.data?.pages.flat() ?? [];
  // Read at once, so a phone never renders the table first.
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const links: PageLink[] = [
    { to: '/sms_detail', label: 'SMS Usage', icon: <IconMessage2 size={16} /> },
    { to: '/outbox', label: 'Outbox', icon: <IconMail size={16} /> },
  ].filter((link) => (link.to === '/outbox' ? canWrite : canOpen(link.to)));

  const listProps: MessageTableProps = {
    ...pagedListProps(messages, rows),
    actions: canWrite
      ? {
          onNotify: toNotify.open,
          onEdit: (row) => navigate('/notification', { state: editingState(row) }),
          onDelete: toDelete.open,
        }
      : null,
  };

  return (
    <Box maw={1200}>
      <PageHeader
        title="Messages"
        description="The school's messages; the bell of a row sends it by SMS, e-mail or to the app."
        back={canWrite ? { to: '/notification', label: 'Back' } : undefined}
        actions={links}
      />
      {isPhone ? (
        <MessageCardList {...listProps} />
      ) : (
        <Card withBorder radius="md" padding="md">
          <MessageTable {...listProps} />
        </Card>
      )}
      <NotifyModal message={toNotify.target} opened={toNotify.opened} onClose={toNotify.close} />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete message"
        question={(row) =>
          `Are you sure you want to delete the message "${row.notification_name}"?`
        }
        remove={remove}
        onDeleted={() => toast.success(messageMessages.deleted)}
      />
    </Box>
  );
}
