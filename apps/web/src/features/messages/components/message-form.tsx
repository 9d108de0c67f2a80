import { Card, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MessageRow, messageMessages } from '@shala/contracts';
import { useState } from 'react';
import { saveForm } from '../../../platform/forms/save-form';
import { FormActions } from '../../../ui/form-actions';
import { SelectField } from '../../../ui/select-field';
import { useCreateMessage } from '../api/create-message';
import { useUpdateMessage } from '../api/update-message';
import {
  audienceOptions,
  emptyMessageFields,
  type MessageFields,
  messageFieldsOf,
  parentTypeOptions,
  recipientSearchOf,
  showsParentType,
  toMessageBody,
  validateMessage,
} from '../lib/message-form';
import type { Recipient } from '../lib/recipients';
import { RecipientSelect } from './recipient-select';

interface MessageFormProps {
  /** The message being edited; null writes a new one. */
  editing: MessageRow | null;
  /** After ADD or UPDATE succeeded. */
  onSaved: () => void;
  /** CANCEL while editing. */
  onCancel: () => void;
}

const chosenOf = (row: MessageRow | null): Recipient | null =>
  row?.user_id ? { user_id: row.user_id, full_name: row.notification_for } : null;

/** Add/Edit Message (spec §2.7): title, audience, parent type, one named person, the text. */
export function MessageForm({ editing, onSaved, onCancel }: MessageFormProps) {
  const create = useCreateMessage();
  const update = useUpdateMessage();
  const [chosen, setChosen] = useState<Recipient | null>(() => chosenOf(editing));
  const form = useForm<MessageFields>({
    initialValues: editing ? messageFieldsOf(editing) : emptyMessageFields,
    validate: validateMessage,
  });
  const title = editing ? 'Edit Message' : 'Add Message';
  const scope = recipientSearchOf(form.values);

  const choosePerson = (person: Recipient | null) => {
    setChosen(person);
    form.setFieldValue('user_id', person ? String(person.user_id) : null);
  };
  // A new audience or parent type makes the chosen person meaningless.
  const setAudience = (notify: string | null) => {
    form.setValues({ notify, parentType: null, user_id: null });
    setChosen(null);
  };
  const setParentType = (parentType: string | null) => {
    form.setValues({ parentType, user_id: null });
    setChosen(null);
  };
  const clear = () => {
    form.setValues(emptyMessageFields);
    form.clearErrors();
    setChosen(null);
  };

  const submit = form.onSubmit((fields) =>
    saveForm({
      body: toMessageBody(fields),
      editingId: editing?.id ?? null,
      create,
      update,
      messages: messageMessages,
      form,
      onSaved,
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Message Title"
            placeholder="e.g. Sports day on Friday"
            withAsterisk
            maxLength={150}
            autoFocus={editing !== null}
            {...form.getInputProps('notification_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              label="Message For"
              withAsterisk
              data={audienceOptions}
              allowDeselect={false}
              {...form.getInputProps('notify')}
              onChange={setAudience}
            />
            {showsParentType(form.values) ? (
              <SelectField
                label="Parent Type"
                withAsterisk
                data={parentTypeOptions}
                allowDeselect={false}
                {...form.getInputProps('parentType')}
                onChange={setParentType}
              />
            ) : null}
          </SimpleGrid>
          {scope ? (
            <RecipientSelect
              key={`${form.values.notify}-${form.values.parentType}`}
              scope={scope}
              value={chosen}
              onChange={choosePerson}
              error={form.errors.user_id as string | undefined}
            />
          ) : null}
          <Textarea
            label="Message"
            placeholder="Write the message..."
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={5000}
            {...form.getInputProps('message')}
          />
          <FormActions
            editing={editing !== null}
            submitting={create.isPending || update.isPending}
            onClear={clear}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Card>
  );
}
