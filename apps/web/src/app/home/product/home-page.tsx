import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import { Box } from '@mantine/core';
import { FeatureGrid } from './feature-grid';
import { HomeFooter } from './home-footer';
import { HomeHeader } from './home-header';
import { HomeHero } from './home-hero';

/** `/` on the platform's root host: the product's front page. */
export function HomePage() {
  return (
    <Box mih="100dvh">
      <HomeHeader />
      <main>
        <HomeHero />
        <FeatureGrid />
      </main>
      <HomeFooter />
    </Box>
  );
}
