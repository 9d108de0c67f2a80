import {
  bloodGroups,
  boys,
  categories,
  cities,
  girls,
  men,
  occupations,
  qualifications,
  religions,
  streets,
  surnames,
  women,
} from './demo-names.ts';

/**
 * Realistic, repeatable people for demo and scale seeds: a seeded random source, Indian
 * names, families with one to three children, and staff of every role.
 */

/** mulberry32: a small seeded generator, so the same seed makes the same school. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export interface GeneratedParent {
  parentType: 1 | 2 | 3;
  fullName: string;
  email: string | null;
  mobile: string | null;
  occupation: string | null;
  qualification: string | null;
  presentAddress: string | null;
  permanentAddress: string | null;
}

export interface GeneratedChild {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  /** Years of age at the start of the current session. */
  age: number;
  bloodGroup: string;
  religion: string;
  category: string;
}

export interface GeneratedFamily {
  parents: GeneratedParent[];
  children: GeneratedChild[];
}

/** Unique 10-digit mobiles from a per-school counter (7xxxxxxxxx for parents). */
export function mobileOf(prefix: number, n: number) {
  return `${prefix}${String(n).padStart(9, '0')}`;
}

/**
 * Families until `students` children exist: a father and mother (each with a mobile, most
 * with an e-mail), sometimes a local guardian, and one to three children of school ages.
 */
export function generateFamilies(random: Random, students: number, emailDomain: string) {
  const families: GeneratedFamily[] = [];
  let count = 0;
  let contact = 1;
  while (count < students) {
    const surname = random.pick(surnames);
    const address = `${random.int(1, 250)} ${random.pick(streets)}, ${random.pick(cities)}`;
    const person = (type: 1 | 2 | 3, first: string, last: string): GeneratedParent => {
      const n = contact++;
      return {
        parentType: type,
        fullName: `${first} ${last}`,
        mobile: mobileOf(7, n),
        email: random.chance(0.8) ? `${first}.${last}.${n}@${emailDomain}`.toLowerCase() : null,
        occupation: type === 2 && random.chance(0.4) ? 'Homemaker' : random.pick(occupations),
        qualification: random.pick(qualifications),
        presentAddress: address,
        permanentAddress: random.chance(0.7)
          ? address
          : `${random.int(1, 99)} ${random.pick(streets)}, ${random.pick(cities)}`,
      };
    };
    const parents = [person(1, random.pick(men), surname), person(2, random.pick(women), surname)];
    if (random.chance(0.15)) parents.push(person(3, random.pick(men), random.pick(surnames)));
    const size = Math.min(students - count, random.chance(0.6) ? 1 : random.chance(0.75) ? 2 : 3);
    const children: GeneratedChild[] = [];
    for (let i = 0; i < size; i += 1) {
      const gender = random.chance(0.5) ? 'Male' : 'Female';
      children.push({
        firstName: random.pick(gender === 'Male' ? boys : girls),
        lastName: surname,
        gender,
        age: random.int(3, 15),
        bloodGroup: random.pick(bloodGroups),
        religion: random.pick(religions),
        category: random.pick(categories),
      });
    }
    families.push({ parents, children });
    count += size;
  }
  return families;
}

/** Staff of every role: how many of each for a school of `students` children. */
export function staffPlan(students: number): Array<{ roleId: number; count: number }> {
  return [
    { roleId: 3, count: 1 },
    { roleId: 5, count: Math.max(1, Math.round(students / 500)) },
    { roleId: 6, count: Math.max(3, Math.round(students / 25)) },
    { roleId: 7, count: 1 },
    { roleId: 8, count: Math.max(1, Math.round(students / 200)) },
    { roleId: 9, count: 1 },
    { roleId: 16, count: 1 },
    { roleId: 17, count: Math.max(1, Math.round(students / 300)) },
  ];
}

export function staffName(random: Random) {
  const female = random.chance(0.55);
  return {
    fullName: `${random.pick(female ? women : men)} ${random.pick(surnames)}`,
    gender: female ? ('Female' as const) : ('Male' as const),
    qualification: random.pick([
      'B.Ed.',
      'M.Sc., B.Ed.',
      'M.A., B.Ed.',
      'B.Com.',
      'Diploma',
      '12th',
    ]),
    address: `${random.int(1, 250)} ${random.pick(streets)}, ${random.pick(cities)}`,
  };
}
