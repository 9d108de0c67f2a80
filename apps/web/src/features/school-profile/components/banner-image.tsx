import { AspectRatio, Box, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';

interface BannerImageProps {
  src: string;
  alt: string;
  /** Hidden banners fade, so a glance tells what the website shows. */
  dimmed?: boolean;
}

/** A banner in the 3:1 shape banners are shown in, cropped to fit; a placeholder if it fails. */
export function BannerImage({ src, alt, dimmed = false }: BannerImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={3}>
      <Box bg="var(--mantine-color-default-hover)">
        {failed ? (
          <Stack align="center" justify="center" gap={4} h="100%" role="img" aria-label={alt}>
            <IconPhotoOff size={28} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="xs" c="dimmed">
              Image not available
            </Text>
          </Stack>
        ) : (
          <Image
            src={src}
            alt={alt}
            fit="cover"
            h="100%"
            w="100%"
            loading="lazy"
            style={{ opacity: dimmed ? 0.55 : 1 }}
            onError={() => setFailed(true)}
          />
        )}
      </Box>
    </AspectRatio>
  );
}
