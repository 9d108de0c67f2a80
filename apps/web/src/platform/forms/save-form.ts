import { toast } from '../notify/toast';
import { applyFieldErrors } from './apply-field-errors';

interface SaveCall<Body> {
  mutate: (
    body: Body,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

interface SaveFormOptions<Body> {
  body: Body;
  /** The id of the row being edited (UPDATE), or null (ADD). */
  editingId: number | null;
  create: SaveCall<NoInfer<Body>>;
  update: SaveCall<NoInfer<Body> & { id: number }>;
  /** The spec's toasts after each. */
  messages: { created: string; updated: string };
  /** Gets a 400's messages under its fields. */
  form: { setErrors: (errors: Record<string, string>) => void };
  onSaved: () => void;
}

/** ADD or UPDATE of an add/edit form: on success its toast, then `onSaved`. */
export function saveForm<Body>({
  body,
  editingId,
  create,
  update,
  messages,
  form,
  onSaved,
}: SaveFormOptions<Body>) {
  const onError = (error: unknown) => applyFieldErrors(form, error);
  const saved = (message: string) => () => {
    toast.success(message);
    onSaved();
  };
  if (editingId === null) create.mutate(body, { onSuccess: saved(messages.created), onError });
  else update.mutate({ ...body, id: editingId }, { onSuccess: saved(messages.updated), onError });
}
