import {
  AspectRatio,
  Button,
  Center,
  FileInput,
  Grid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { maxBannersPerSchool, uploadBannerBodySchema } from '@shala/contracts';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { applyFieldErrors } from '../../../platform/forms/apply-field-errors';
import { schemaValidator } from '../../../platform/forms/schema-validator';
import { SectionCard } from '../../../ui/section-card';
import { useUploadBanner } from '../api/upload-banner';
import { bannerAccept, checkBannerFile, formatFileSize } from '../lib/banner-file';
import { BannerImage } from './banner-image';

interface UploadValues {
  file: File | null;
  title: string;
  is_active: boolean;
}

const emptyUpload: UploadValues = { file: null, title: '', is_active: true };
const checkFields = schemaValidator<UploadValues>(uploadBannerBodySchema);

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

/** Choose an image, give it a title, upload; the server's refusal shows under the file. */
export function BannerUploadForm({ bannerCount }: { bannerCount: number }) {
  const upload = useUploadBanner();
  const full = bannerCount >= maxBannersPerSchool;
  const form = useForm<UploadValues>({
    mode: 'controlled',
    initialValues: emptyUpload,
    validate: (values) => {
      const errors = checkFields(values);
      const fileProblem = checkBannerFile(values.file);
      return fileProblem ? { ...errors, file: fileProblem } : errors;
    },
    validateInputOnChange: ['file'],
  });
  const { file } = form.getValues();
  const previewUrl = usePreviewUrl(file);

  const submit = form.onSubmit(({ file: chosen, ...body }) => {
    if (!chosen) return;
    upload.mutate(
      { ...body, file: chosen },
      {
        onSuccess: () => form.reset(),
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  });

  return (
    <SectionCard
      title="Upload banner"
      description="PNG, JPEG or WebP up to 2 MB. Wide images (about 3 : 1, e.g. 1200 × 400) look best."
      aside={
        <Text size="sm" c={full ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {bannerCount} of {maxBannersPerSchool}
        </Text>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Upload banner">
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <FileInput
                label="Banner image"
                placeholder="Choose an image"
                accept={bannerAccept}
                clearable
                withAsterisk
                disabled={full}
                leftSection={<IconPhoto size={16} aria-hidden />}
                description={file ? `${file.name} · ${formatFileSize(file.size)}` : undefined}
                {...form.getInputProps('file')}
              />
              <TextInput
                label="Title"
                placeholder="e.g. Admissions open for 2026-27"
                maxLength={100}
                disabled={full}
                {...form.getInputProps('title')}
              />
              <Switch
                label="Show on the school's pages"
                disabled={full}
                {...form.getInputProps('is_active', { type: 'checkbox' })}
              />
              {full ? (
                <Text size="sm" c="red">
                  A school may have at most {maxBannersPerSchool} banners. Please delete one first.
                </Text>
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {previewUrl ? (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Preview
                </Text>
                <BannerImage key={previewUrl} src={previewUrl} alt="Preview of the chosen image" />
              </Stack>
            ) : (
              <Stack gap={4} visibleFrom="md">
                <Text size="sm" fw={500}>
                  Preview
                </Text>
                <AspectRatio ratio={3}>
                  <Center
                    style={{
                      border: '1px dashed var(--mantine-color-default-border)',
                      borderRadius: 'var(--mantine-radius-md)',
                    }}
                  >
                    <Text size="sm" c="dimmed" ta="center" px="sm">
                      The chosen image shows here
                    </Text>
                  </Center>
                </AspectRatio>
              </Stack>
            )}
          </Grid.Col>
        </Grid>
        <Button
          type="submit"
          mt="md"
          loading={upload.isPending}
          disabled={full}
          leftSection={<IconUpload size={16} aria-hidden />}
          w={{ base: '100%', sm: 'auto' }}
        >
          UPLOAD
        </Button>
      </form>
    </SectionCard>
  );
}
