import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateBannerBodySchema } from '@shala/contracts';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import type { BannerRow } from '../api/list-banners';
import { useUpdateBanner } from '../api/update-banner';

const titleSchema = updateBannerBodySchema.pick({ title: true });

interface BannerTitleModalProps {
  /** The banner being renamed; null keeps the modal closed. */
  banner: BannerRow | null;
  onClose: () => void;
}

/** Renames a banner; its visibility stays as it is. */
export function BannerTitleModal({ banner, onClose }: BannerTitleModalProps) {
  return (
    <Modal opened={banner !== null} onClose={onClose} title="Edit banner title" centered>
      {banner ? <TitleForm key={banner.id} banner={banner} onDone={onClose} /> : null}
    </Modal>
  );
}

function TitleForm({ banner, onDone }: { banner: BannerRow; onDone: () => void }) {
  const update = useUpdateBanner();
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: banner.title ?? '' },
    validate: schemaValidator<{ title: string }>(titleSchema),
  });
  const submit = form.onSubmit(({ title }) =>
    update.mutate(
      { id: banner.id, title, is_active: banner.is_active === 1 },
      { onSuccess: onDone, onError: (error) => applyFieldErrors(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Edit banner title">
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="Leave empty for no title"
          maxLength={100}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            CANCEL
          </Button>
          <Button type="submit" loading={update.isPending}>
            UPDATE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
