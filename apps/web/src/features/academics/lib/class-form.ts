import { type ClassRow, createClassBodySchema, updateClassBodySchema } from '@shala/contracts';
import { schemaValidator } from '../../../platform/forms/schema-validator';

/** The add/edit class form; a number input holds '' while empty. */
export interface ClassFormValues {
  class_name: string;
  position: number | string;
}

export const classFormValues = (row?: ClassRow | null): ClassFormValues => ({
  class_name: row?.class_name ?? '',
  position: row?.position ?? '',
});

/** The body fields: an empty position is left out (the server then puts the class last). */
export function toClassFields(values: ClassFormValues): { class_name: string; position?: number } {
  const empty = typeof values.position === 'string' && values.position.trim() === '';
  return {
    class_name: values.class_name.trim(),
    ...(empty ? {} : { position: Number(values.position) }),
  };
}

const checkCreate = schemaValidator(createClassBodySchema);
const checkUpdate = schemaValidator(updateClassBodySchema.omit({ id: true }));

/** The contract's checks; a new class may leave its position empty, an edited one may not. */
export function validateClassForm(values: ClassFormValues, editing: boolean) {
  const fields = toClassFields(values);
  return editing ? checkUpdate(fields) : checkCreate(fields);
}
