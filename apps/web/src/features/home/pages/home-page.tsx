import { Box } from '@mantine/core';
import { FeatureGrid } from '../components/feature-grid';
import { HomeFooter } from '../components/home-footer';
import { HomeHeader } from '../components/home-header';
import { HomeHero } from '../components/home-hero';

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
