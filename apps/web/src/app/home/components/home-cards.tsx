import { SimpleGrid } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { HomeCardEntry, HomeKind } from '../../../platform/navigation/feature-manifest';
import { useNavigation } from '../../../platform/navigation/navigation-context';
import { features } from '../../routes/feature-pages';

interface LoadedCard {
  entry: HomeCardEntry;
  Card: ComponentType;
}

// Each card loads with the first home page that shows it, not with the shell.
const cards: readonly LoadedCard[] = features
  .flatMap((feature) => feature.homeCards ?? [])
  .sort((a, b) => a.order - b.order)
  .map((entry) => ({
    entry,
    Card: lazy(async () => ({
      default: ((await entry.load()) as Record<string, unknown>)[entry.exportName] as ComponentType,
    })),
  }));

/**
 * The features' cards for one home page that the user's role may see (a card that `needs` a
 * page shows to those who may open it): two columns from tablet width, wide cards span both.
 */
export function HomeCards({ home }: { home: HomeKind }) {
  const { canOpen } = useNavigation();
  const shown = cards.filter(
    ({ entry }) => entry.homes.includes(home) && (!entry.needs || canOpen(entry.needs)),
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {shown.map(({ entry, Card }) => (
        <div key={entry.id} style={entry.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Suspense fallback={null}>
            <Card />
          </Suspense>
        </div>
      ))}
    </SimpleGrid>
  );
}
