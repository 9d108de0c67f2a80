import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { SchoolLogo } from '../../../ui/school-logo';
import { useRemoveSchoolLogo, useUploadSchoolLogo } from '../api/school-logo';
import { formatFileSize } from '../lib/banner-file';
import type { SchoolInformation } from '../lib/information-values';
import { checkLogoFile, logoAccept } from '../lib/logo-file';

/** A local address for the chosen file, so it can be seen before it is uploaded. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The school's own logo: choose a PNG or JPEG (previewed before it is sent), upload, or remove
 * the uploaded one. It heads the school's pages and every PDF it prints.
 */
export function LogoUpload({ info }: { info: SchoolInformation }) {
  const upload = useUploadSchoolLogo();
  const remove = useRemoveSchoolLogo();
  const form = useForm<{ file: File | null }>({
    mode: 'controlled',
    initialValues: { file: null },
    validate: ({ file }) => {
      const problem = checkLogoFile(file);
      return problem ? { file: problem } : {};
    },
    validateInputOnChange: ['file'],
  });
  const { file } = form.getValues();
  const previewUrl = usePreviewUrl(file);

  const submit = form.onSubmit(({ file: chosen }) => {
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: () => form.reset(),
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="School logo">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          <SchoolLogo
            key={previewUrl ?? info.logo}
            logo={previewUrl ?? info.logo}
            name={info.school_name}
            size={72}
          />
          <Text size="sm" c="dimmed">
            {previewUrl
              ? 'Preview of the chosen logo'
              : info.logo_uploaded
                ? 'The school’s uploaded logo'
                : 'No logo uploaded: the default is shown'}
          </Text>
        </Group>
        <FileInput
          label="School logo"
          placeholder="Choose a PNG or JPEG"
          accept={logoAccept}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          description={
            file
              ? `${file.name} · ${formatFileSize(file.size)}`
              : 'PNG or JPEG up to 1 MB; a square image looks best.'
          }
          {...form.getInputProps('file')}
        />
        <Group gap="sm">
          <Button
            type="submit"
            loading={upload.isPending}
            disabled={!file}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            Upload logo
          </Button>
          {info.logo_uploaded ? (
            <Button
              variant="default"
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => remove.mutate()}
            >
              Remove logo
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
