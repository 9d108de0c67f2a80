import { Card, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useDeleteBanner } from '../api/delete-banner';
import type { BannerRow } from '../api/list-banners';
import { useOrderBanners } from '../api/order-banners';
import { useUpdateBanner } from '../api/update-banner';
import { type MoveDirection, moveBanner } from '../lib/banner-order';
import { BannerCard } from './banner-card';
import { BannerTitleModal } from './banner-title-modal';

const bannerName = (banner: BannerRow) => banner.title ?? 'this banner';

/** The school's banners in display order, each with its actions; the dialogs they open. */
export function BannerGrid({ banners }: { banners: BannerRow[] }) {
  const order = useOrderBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<BannerRow | null>(null);
  const [deleting, setDeleting] = useState<BannerRow | null>(null);
  const [previewing, setPreviewing] = useState<BannerRow | null>(null);

  if (banners.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconPhoto size={36} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={3} size="h5">
            No banners yet
          </Title>
          <Text size="sm" c="dimmed">
            Upload the first banner above; it shows on the school's pages.
          </Text>
        </Stack>
      </Card>
    );
  }

  const ids = banners.map((banner) => banner.id);
  const move = (id: number, direction: MoveDirection) => {
    const next = moveBanner(ids, id, direction);
    if (next) order.mutate(next);
  };
  const confirmDelete = () =>
    deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {banners.map((banner, index) => (
          <BannerCard
            key={banner.id}
            banner={banner}
            place={index + 1}
            total={banners.length}
            moving={order.isPending}
            saving={update.isPending && update.variables?.id === banner.id}
            onMove={(direction) => move(banner.id, direction)}
            onToggle={(active) =>
              update.mutate({ id: banner.id, title: banner.title, is_active: active })
            }
            onEdit={() => setEditing(banner)}
            onDelete={() => setDeleting(banner)}
            onPreview={() => setPreviewing(banner)}
          />
        ))}
      </SimpleGrid>
      <BannerTitleModal banner={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete banner"
        message={
          deleting
            ? `Are you sure you want to delete "${bannerName(deleting)}"? Its image is removed too.`
            : ''
        }
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        danger
      />
      <Modal
        opened={previewing !== null}
        onClose={() => setPreviewing(null)}
        title={previewing?.title ?? 'Banner'}
        size="xl"
        centered
      >
        {previewing ? (
          <Image src={previewing.url} alt={previewing.title ?? 'Banner'} radius="sm" />
        ) : null}
      </Modal>
    </>
  );
}
