import { Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { disciplineMessages, type IncidentRow, roleIds } from '@shala/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { toast } from '../../../platform/notify/toast';
import { useSignedInSession } from '../../../platform/session/session-query';
import { ConfirmDeleteModal } from '../../../ui/confirm-delete-modal';
import { DetailList } from '../../../ui/detail-list';
import { formatDate } from '../../../ui/format-date';
import { ClassSectionFields } from '../../../ui/lookups/class-section-fields';
import { SessionSelect } from '../../../ui/lookups/session-select';
import { toId } from '../../../ui/lookups/to-id';
import { PageHeader } from '../../../ui/page-header';
import { ParentNotifyModal } from '../../../ui/parent-notify-modal';
import { Popup } from '../../../ui/popup';
import { SectionCard } from '../../../ui/section-card';
import { useModalTarget } from '../../../ui/use-modal-target';
import {
  type IncidentFilter,
  useDeleteIncident,
  useIncidentsQuery,
  useNotifyIncident,
} from '../api/discipline-api';
import { IncidentForm } from './incident-form';
import { IncidentTable } from './incident-table';

/**
 * The incident list (/view_discipline_incidents). Staff filter by session, class, section;
 * parents see their children's and a teacher (role 6) their classes' with no filter and no
 * Add Incident (§6).
 */
export function IncidentsScreen() {
  const { user } = useSignedInSession();
  const { canOpen } = useNavigation();
  const plainList = user.user_role_id === roleIds.parent || user.user_role_id === roleIds.teacher;
  const canWrite = user.user_role_id !== roleIds.parent && canOpen('/add_discipline_incident');
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [filter, setFilter] = useState<IncidentFilter | null>(plainList ? {} : null);
  const incidents = useIncidentsQuery(filter);
  const viewing = useModalTarget<IncidentRow>();
  const editing = useModalTarget<IncidentRow>();
  const notifying = useModalTarget<IncidentRow>();
  const toDelete = useModalTarget<IncidentRow>();
  const remove = useDeleteIncident();
  const notify = useNotifyIncident();

  return (
    <Box maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeader title="Discipline Incidents" description="Incidents recorded about students." />
        {canWrite && !plainList ? (
          <Button
            mb="lg"
            component={Link}
            to="/add_discipline_incident"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add Incident
          </Button>
        ) : null}
      </Group>
      <Stack gap="lg">
        {plainList ? null : (
          <SectionCard title="Filter">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <SessionSelect value={sessionId} onChange={setSessionId} />
              <ClassSectionFields
                classId={classId}
                sectionId={sectionId}
                onClassChange={(value) => {
                  setClassId(value);
                  setSectionId(null);
                }}
                onSectionChange={setSectionId}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              <Button
                onClick={() =>
                  setFilter({
                    session_id: sessionId ?? undefined,
                    class_id: toId(classId) ?? undefined,
                    section_id: toId(sectionId) ?? undefined,
                  })
                }
              >
                Search
              </Button>
            </Group>
          </SectionCard>
        )}
        <SectionCard title="Incident List">
          <IncidentTable
            rows={incidents.data ?? []}
            loading={incidents.isFetching}
            onView={viewing.open}
            onEdit={canWrite ? editing.open : undefined}
            onNotify={canWrite ? notifying.open : undefined}
            onDelete={canWrite ? toDelete.open : undefined}
          />
        </SectionCard>
      </Stack>
      <Popup opened={viewing.opened} onClose={viewing.close} title="Incident" size="lg">
        {viewing.target ? (
          <DetailList
            items={[
              { label: 'Student Name', value: viewing.target.studentDetails.student_name },
              { label: 'Roll Number', value: viewing.target.programDetails.roll_number },
              { label: 'Incident Type', value: viewing.target.incident_type },
              { label: 'Incident Date', value: formatDate(viewing.target.incident_date) },
              { label: 'Consequences', value: viewing.target.consequences },
              { label: 'Details', value: viewing.target.incident_details },
              { label: 'Added By', value: viewing.target.userDetails.full_name },
            ]}
          />
        ) : null}
      </Popup>
      <Popup opened={editing.opened} onClose={editing.close} title="Update Incident" size="lg">
        {editing.target ? (
          <IncidentForm key={editing.target.id} editing={editing.target} onSaved={editing.close} />
        ) : null}
      </Popup>
      <ParentNotifyModal
        title="Notify Parent"
        about={
          notifying.target
            ? `${notifying.target.studentDetails.student_name}: ${notifying.target.incident_type}`
            : ''
        }
        opened={notifying.opened}
        onClose={notifying.close}
        sending={notify.isPending}
        send={(choice, done) =>
          notifying.target && notify.mutate({ ...choice, id: notifying.target.id }, done)
        }
      />
      <ConfirmDeleteModal
        modal={toDelete}
        title="Delete Incident"
        question={() => disciplineMessages.deleteQuestion}
        remove={remove}
        onDeleted={() => toast.success(disciplineMessages.deleted)}
      />
    </Box>
  );
}
