import { Box, Button, Card, Group } from '@mantine/core';
import { type EventRow, eventMessages } from '@shala/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { pagedListProps } from '../../../ui/data-table/paged-list';
import { PageHeader } from '../../../ui/page-header';
import { useModalTarget } from '../../../ui/use-modal-target';
import { useDeleteEvent } from '../api/delete-event';
import { useEventsQuery } from '../api/list-events';
import { EventDetailsModal } from './event-details-modal';
import { EventForm } from './event-form';
import { EventTable } from './event-table';

/** The form is closed, adds a new event, or edits one. */
type FormState = { open: false } | { open: true; editing: EventRow | null };

/**
 * The events screen (§2.7) of /manage_event and /add_event: the list, "Add New Event"
 * (a "Close" button while the form is open), the inline form and the detail popup.
 * Readers without /add_event see the list with View only.
 */
export function EventsScreen({ startWithForm = false }: { startWithForm?: boolean }) {
  const { canOpen } = useNavigation();
  const canWrite = canOpen('/add_event');
  const [form, setForm] = useState<FormState>(
    startWithForm && canWrite ? { open: true, editing: null } : { open: false },
  );
  const events = useEventsQuery();
  const remove = useDeleteEvent();
  const viewing = useModalTarget<EventRow>();
  const toDelete = useModalTarget<EventRow>();
  const formRef = useRef<HTMLDivElement>(null);
  const rows = events.data?.pages.flat() ?? [];
  const close = () => setForm({ open: false });

  const edit = (row: EventRow) => {
    setForm({ open: true, editing: row });
    requestAnimationFrame(() =>
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  return (
    <Box maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader
          title="Events"
          description="Sports days, meetings, exhibitions and holidays of the school."
        />
        {canWrite ? (
          <Box mb="lg">
            {form.open ? (
              <Button
                variant="default"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={close}
              >
                Close
              </Button>
            ) : (
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setForm({ open: true, editing: null })}
              >
                Add New Event
              </Button>
            )}
          </Box>
        ) : null}
      </Group>
      {form.open ? (
        <Box mb="lg">
          <EventForm
            key={form.editing?.id ?? 'new'}
            ref={formRef}
            editing={form.editing}
            onSaved={close}
          />
        </Box>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <EventTable
          {...pagedListProps(events, rows)}
          onView={viewing.open}
          onEdit={canWrite ? edit : undefined}
          onDelete={canWrite ? toDelete.open : undefined}
        />
      </Card>
      <EventDetailsModal event={viewing.target} opened={viewing.opened} onClose={viewing.close} />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete event"
        question={(row) => `Are you sure you want to delete the event ${row.title}?`}
        remove={remove}
        onDeleted={(row) => {
          toast.success(eventMessages.deleted);
          if (form.open && form.editing?.id === row.id) close();
        }}
      />
    </Box>
  );
}
