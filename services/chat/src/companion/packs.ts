import { HABIT_PACKS } from './packsHabits.ts';
import { INNER_PACKS } from './packsInner.ts';
import { LIFE_PACKS } from './packsLife.ts';
import { PEOPLE_PACKS } from './packsPeople.ts';
import type { Pack } from './packTypes.ts';
import type { Person, Topic } from './types.ts';

export type { Pack } from './packTypes.ts';

const PACKS: Record<string, Pack> = { ...PEOPLE_PACKS, ...LIFE_PACKS, ...HABIT_PACKS, ...INNER_PACKS };

/** The wording for a topic; grief for a pet has its own. Unknown or safety topics get the general pack. */
export function packFor(topic: Topic | undefined, person: Person | undefined): Pack {
  if (topic === 'grief' && person?.kind === 'pet') return INNER_PACKS['grief-pet'];
  return (topic && PACKS[topic]) || INNER_PACKS.general;
}

export const GENERAL_PACK: Pack = INNER_PACKS.general;
