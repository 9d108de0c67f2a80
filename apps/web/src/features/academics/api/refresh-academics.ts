import { lookupsKey } from '../../../ui/lookups/lookup-keys';
import { academicsKey } from './academics-keys';

/**
 * What any academics write refreshes: the academics screens and the session, class and
 * section options every other screen picks from (a new session must reach the students screens).
 */
export const academicsRoots = [academicsKey, lookupsKey];
