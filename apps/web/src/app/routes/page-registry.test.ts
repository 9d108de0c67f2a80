import { moduleCatalogue } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { features } from './feature-pages';
import { builtUrlsFor, pageRegistry } from './page-registry';

describe('page registry', () => {
  it('registers only pages of the catalogue, each in its own area, or gated pages outside it', () => {
    const inCatalogue = (url: string, area: string) =>
      moduleCatalogue.some((e) => e.url === url && e.area === area);
    for (const page of pageRegistry) {
      const name = `${page.area} ${page.url}`;
      expect(inCatalogue(page.url, page.area), name).toBe(page.gate === undefined);
      if (page.gate?.openTo === 'same-as') {
        expect(inCatalogue(page.gate.sameAs, page.area), name).toBe(true);
      }
    }
  });

  it('registers each page once, with a clean url and suffix', () => {
    const keys = pageRegistry.map((page) => `${page.area} ${page.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const page of pageRegistry) {
      expect(page.url).toMatch(/^(\/[A-Za-z0-9_-]+)+$/);
      if (page.paramSuffix) expect(page.paramSuffix).toMatch(/^(:[A-Za-z]+\??)(\/:[A-Za-z]+\??)*$/);
      expect(page.exportName).toMatch(/^[A-Z]\w*Page$/);
    }
  });

  it('tells the built urls of each area apart', () => {
    expect(builtUrlsFor('school').has('/set_access_right')).toBe(true);
    expect(builtUrlsFor('platform').has('/set_access_right')).toBe(false);
    expect(builtUrlsFor(null).size).toBe(0);
  });

  it('gives each home card of the features its own id, a home page and a component', () => {
    const cards = features.flatMap((feature) => feature.homeCards ?? []);
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'myChildren',
        'upcomingEvents',
        'latestNews',
        'childrenAttendance',
        'todayPeriods',
        'todayTrip',
        'hostelDay',
      ]),
    );
    for (const card of cards) {
      expect(card.homes.length, card.id).toBeGreaterThan(0);
      expect(card.exportName, card.id).toMatch(/^[A-Z]\w*Card$/);
    }
  });
});
