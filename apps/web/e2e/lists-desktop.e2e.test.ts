import { describe, it } from 'vitest';
import { checkChromium } from './helpers/browser';
import { desktop } from './helpers/journey';
import { journeyBrowser } from './helpers/journey-browser';
import { journeySchool } from './helpers/journey-school';
import { checkEveryList } from './helpers/list-screens';

const school = journeySchool();

describe.skipIf(!checkChromium())('shared list screens on a desktop: tables, print', () => {
  const { openPage } = journeyBrowser();

  it(
    'every list shows all its columns on a desktop, light and dark, and prints',
    () => checkEveryList(openPage, school, 'desktop', desktop),
    240_000,
  );
});
