import {
  chosenParentTypes,
  deliveryChannelsOf,
  disciplineMessages,
  type ParentNotifyChoice,
} from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { sendNotice } from '../messages/index.ts';
import { listParentAccounts } from '../students/index.ts';
import { findIncident } from './incidents-service.ts';

/** Notify Parent: the chosen parents of the student, each channel once however often pressed. */
export async function notifyIncidentParents(
  ctx: SignedInContext,
  choice: ParentNotifyChoice & { id: number },
) {
  const incident = await findIncident(ctx, choice.id);
  const accounts = await listParentAccounts(
    ctx.tx,
    ctx.tenant.id,
    [incident.student_id],
    chosenParentTypes(choice),
  );
  const note = {
    title: `Discipline incident: ${incident.studentDetails.student_name}`,
    body: `${incident.incident_type} on ${incident.incident_date}.\n${incident.incident_details}\nConsequences: ${incident.consequences}`,
  };
  const sent = await sendNotice(ctx, {
    key: `incident:${incident.id}`,
    ...note,
    recipientUserIds: accounts.map((account) => account.userId),
    channels: deliveryChannelsOf(choice),
  });
  ctx.message = disciplineMessages.notified;
  return {
    recipients: new Set(accounts.map((account) => account.userId)).size,
    queued: sent.recipients,
  };
}
