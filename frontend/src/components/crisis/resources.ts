import {
  CRISIS_RESOURCES,
  type CrisisResource,
  RESOURCES_BY_CATEGORY,
  type ResourceAction,
  type ResourceId,
  resourcesFor,
  type SafetyCategory,
  type SafetyLanguage,
} from '@sage/shared/crisis-resources';

/**
 * The frontend's view of the shared crisis-resources data (`@sage/shared/crisis-resources`). Every number,
 * text code and link comes from there; nothing here types a phone number.
 */

export type { CrisisResource, ResourceAction, ResourceId, SafetyCategory, SafetyLanguage };

/** Every danger category (all but `none`), in the order the safety page lists them. */
export type DangerCategory = Exclude<SafetyCategory, 'none'>;
export const DANGER_CATEGORIES: readonly DangerCategory[] = [
  'suicide',
  'self_harm',
  'medical',
  'abuse',
  'violence',
  'eating',
];

export interface LocalizedAction {
  kind: ResourceAction['kind'];
  label: string;
  href: string;
}

export interface LocalizedResource {
  id: ResourceId;
  name: string;
  description: string;
  actions: LocalizedAction[];
}

export function localize(resource: CrisisResource, language: SafetyLanguage = 'en'): LocalizedResource {
  const es = language === 'es';
  return {
    id: resource.id,
    name: es ? resource.nameEs : resource.name,
    description: es ? resource.descriptionEs : resource.description,
    actions: resource.actions.map((action) => ({
      kind: action.kind,
      label: es ? action.labelEs : action.label,
      href: action.href,
    })),
  };
}

const ALL_RESOURCES: readonly CrisisResource[] = Object.values(CRISIS_RESOURCES);

/** One resource by id, or undefined if the data does not (yet) have it. */
export function resourceById(id: ResourceId): CrisisResource | undefined {
  return ALL_RESOURCES.find((resource) => resource.id === id);
}

/** The resources for a danger, in order. `none` (no danger found) shows the general crisis lines. */
export function resourcesForCategory(category: SafetyCategory): CrisisResource[] {
  return [...resourcesFor(category === 'none' ? 'suicide' : category)];
}

/** The ids listed for each danger, straight from the shared table (the safety page shows it). */
export function resourceIdsFor(category: DangerCategory): readonly ResourceId[] {
  return RESOURCES_BY_CATEGORY[category] ?? [];
}

/** The Crisis Resources dialog's compact "For specific situations" list, in this order. */
export const SPECIFIC_SITUATIONS: readonly { label: string; id: ResourceId }[] = [
  { label: 'Domestic violence', id: 'domesticViolenceHotline' },
  { label: 'Sexual assault', id: 'rainn' },
  { label: 'Child abuse', id: 'childhelp' },
  { label: 'Poisoning or overdose', id: 'poisonControl' },
  { label: 'Eating disorders', id: 'eatingDisorderHelpline' },
];

/** Opens in the browser (a web chat) rather than the phone's dialer or messages app. */
export function isWebLink(href: string): boolean {
  return /^https?:/i.test(href);
}
