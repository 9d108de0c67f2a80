import { z } from 'zod';
import { schoolRoleIds } from '../core/roles.ts';

export const accessMessages = {
  chooseRole: 'Please select a role',
  adminHasAll: 'The school admin always has every module.',
  unknownModule: 'Some of the selected modules do not exist.',
  saved: 'Access rights saved.',
} as const;

const roleIdSchema = z.coerce
  .number({ error: accessMessages.chooseRole })
  .int({ error: accessMessages.chooseRole })
  .refine((id) => (schoolRoleIds as readonly number[]).includes(id), {
    error: accessMessages.chooseRole,
  });

export const accessRightQuerySchema = z.object({ role_id: roleIdSchema });

export const accessRightBodySchema = z.object({
  role_id: roleIdSchema.refine((id) => id !== 2, { error: accessMessages.adminHasAll }),
  module_ids: z
    .array(z.number({ error: accessMessages.unknownModule }).int().positive().max(1_000_000), {
      error: accessMessages.unknownModule,
    })
    .max(1000),
});

export const roleAccessSchema = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  editable: z.boolean(),
  module_ids: z.array(z.number().int()),
});
export type RoleAccess = z.infer<typeof roleAccessSchema>;
