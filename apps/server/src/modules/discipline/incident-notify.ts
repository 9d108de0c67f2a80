import { chosenParentTypes, deliveryChannelsOf, type ParentNotifyChoice } from '@shala/contracts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { sendNotice } from '../messages/index.ts';
import { listParentAccounts } from '../students/index.ts';
import { findIncident } from './incidents-service.ts';

/** Notify Parent: the chosen parents of the student, each channel once however often pressed. */
export async function notifyIncidentParents(
  scope: SignedInScope,
  after: AfterCommit,
  choice: ParentNotifyChoice & { id: number },
) {
  const incident = await findIncident(scope, choice.id);
  const accounts = await listParentAccounts(
    scope.tx,
    scope.tenantId,
    [incident.student_id],
    chosenParentTypes(choice),
  );
  const note = {
    title: `Discipline incident: ${incident.studentDetails.student_name}`,
    body: `${incident.incident_type} on ${incident.incident_date}.\n${incident.incident_details}\nConsequences: ${incident.consequences}`,
  };
  const sent = await sendNotice(scope, after, {
    key: `incident:${incident.id}`,
    ...note,
    recipientUserIds: accounts.map((account) => account.userId),
    channels: deliveryChannelsOf(choice),
  });
  return {
    recipients: new Set(accounts.map((account) => account.userId)).size,
    queued: sent.recipients,
  };
}
