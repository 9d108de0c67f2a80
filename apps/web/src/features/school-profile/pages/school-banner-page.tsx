import { Box, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { useBannersQuery } from '../api/list-banners';
import { BannerGrid } from '../components/banner-grid';
import { BannerUploadForm } from '../components/banner-upload-form';
import { LoadFailed } from '../components/load-failed';

/** /school_banner: upload, show or hide, order and delete the school's banner images. */
export function SchoolBannerPage() {
  const query = useBannersQuery();
  const banners = query.data;
  return (
    <Box maw={1200}>
      <PageHeader
        title="School Banner"
        description="Images shown at the top of the school's pages, first to last."
      />
      <Stack gap="lg">
        <BannerUploadForm bannerCount={banners?.length ?? 0} />
        <Stack gap="sm" component="section" aria-label="Banners">
          <div>
            <Title order={2} size="h4">
              Banners
            </Title>
            <Text size="sm" c="dimmed">
              Shown in this order. Hidden banners stay here but not on the school's pages.
            </Text>
          </div>
          {banners ? (
            <BannerGrid banners={banners} />
          ) : query.isError ? (
            <LoadFailed what="Banners" onRetry={() => query.refetch()} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} height={230} radius="md" />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
