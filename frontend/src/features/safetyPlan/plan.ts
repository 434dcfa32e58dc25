import { isWebLink, localize, type ResourceId, resourcesForCategory } from '@/components/crisis/resources';
import { COMPANION_NAME } from '@/lib/brand';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storageKeys';

/**
 * The safety plan, in the shape of the Stanley–Brown Safety Planning Intervention: seven steps, each a
 * list the visitor writes (one item a line), plus the crisis services they choose to keep in it. It lives
 * only in this browser's storage (STORAGE_KEYS.safetyPlan) and is never sent anywhere.
 */

export type SectionId =
  | 'warningSigns'
  | 'copingAlone'
  | 'distractions'
  | 'helpers'
  | 'professionals'
  | 'environment'
  | 'reasons';

export interface PlanSection {
  id: SectionId;
  title: string;
  /** The question that helps someone fill it in. */
  prompt: string;
  placeholder: string;
}

export const PLAN_SECTIONS: readonly PlanSection[] = [
  {
    id: 'warningSigns',
    title: 'My warning signs',
    prompt:
      'What thoughts, feelings, situations or habits tell you a hard time may be starting? Noticing them early gives you more time to use the rest of your plan.',
    placeholder: 'e.g. I stop answering messages\nI lie awake going over the same thoughts',
  },
  {
    id: 'copingAlone',
    title: 'Things I can do on my own',
    prompt:
      'Small things that help you feel a little calmer or take your mind off things for a while, without needing anyone else.',
    placeholder: 'e.g. A slow breathing exercise\nA hot shower\nPutting on a playlist I love',
  },
  {
    id: 'distractions',
    title: 'People and places that take my mind off things',
    prompt:
      'People you can be around and places you can go where you feel a bit better, even if you don’t talk about how you feel.',
    placeholder: 'e.g. Coffee with my cousin\nThe library\nWalking the dog in the park',
  },
  {
    id: 'helpers',
    title: 'People I can ask for help',
    prompt: 'People you trust enough to tell that you’re struggling, and how to reach them.',
    placeholder: 'e.g. My sister (call or text)\nMy friend from work',
  },
  {
    id: 'professionals',
    title: 'Professionals and services I can contact',
    prompt:
      'Your own doctor, therapist or counselor, if you have one, and how to reach them. Free crisis services are listed below; keep the ones you want in your plan.',
    placeholder: 'e.g. My doctor’s office and its number\nMy counselor at school',
  },
  {
    id: 'environment',
    title: 'Making my surroundings safer',
    prompt:
      'Steps that put time and distance between you and anything you could use to hurt yourself, such as asking someone to keep something for you for a while.',
    placeholder: 'e.g. Ask my roommate to hold on to my medication\nStay somewhere with other people tonight',
  },
  {
    id: 'reasons',
    title: 'My reasons to keep going',
    prompt:
      'The people, pets, plans, hopes and small things that matter to you. They can be big or tiny, and they can change over time.',
    placeholder: 'e.g. My cat\nSeeing my niece grow up\nThe trip I want to take next summer',
  },
];

export interface SafetyPlan {
  version: 1;
  sections: Record<SectionId, string>;
  /** The crisis services (from the shared crisis resources) kept in the plan. */
  services: ResourceId[];
  /** ISO time of the last change. */
  updatedAt: string;
}

/** The crisis services offered in step 5: the general crisis lines of the shared crisis resources. */
export function suggestedServices() {
  return resourcesForCategory('suicide');
}

export function emptyPlan(): SafetyPlan {
  const sections = Object.fromEntries(PLAN_SECTIONS.map((s) => [s.id, ''])) as Record<SectionId, string>;
  return { version: 1, sections, services: suggestedServices().map((r) => r.id), updatedAt: '' };
}

/** The stored plan, or null when there is none (or it can't be read). */
export function loadPlan(): SafetyPlan | null {
  const raw = readStorage(STORAGE_KEYS.safetyPlan);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SafetyPlan>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.sections !== 'object') return null;
    const plan = emptyPlan();
    for (const section of PLAN_SECTIONS) {
      const value = (parsed.sections as Record<string, unknown>)[section.id];
      if (typeof value === 'string') plan.sections[section.id] = value;
    }
    if (Array.isArray(parsed.services)) {
      const known = new Set<string>(suggestedServices().map((r) => r.id));
      plan.services = parsed.services.filter(
        (id): id is ResourceId => typeof id === 'string' && known.has(id),
      );
    }
    plan.updatedAt = typeof parsed.updatedAt === 'string' ? parsed.updatedAt : '';
    return plan;
  } catch {
    return null;
  }
}

export function savePlan(plan: SafetyPlan): void {
  writeStorage(STORAGE_KEYS.safetyPlan, JSON.stringify(plan));
}

export function deletePlan(): void {
  writeStorage(STORAGE_KEYS.safetyPlan, null);
}

/** Whether the visitor has written anything yet. */
export function hasContent(plan: SafetyPlan): boolean {
  return PLAN_SECTIONS.some((s) => plan.sections[s.id].trim() !== '');
}

/** A section's text as a list: one item per non-blank line. */
export function items(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Call 988 · Text 988 · Chat online (https://…)" from the shared data; web links keep their address. */
export function serviceLine(id: ResourceId): { name: string; how: string } | null {
  const resource = suggestedServices().find((r) => r.id === id);
  if (!resource) return null;
  const item = localize(resource);
  const how = item.actions.map((a) => (isWebLink(a.href) ? `${a.label} (${a.href})` : a.label)).join(' · ');
  return { name: item.name, how };
}

/** The plan as plain text (Markdown-friendly), for the download. */
export function planToText(plan: SafetyPlan, now: Date = new Date()): string {
  const date = now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const lines: string[] = [
    '# My safety plan',
    '',
    `Written with ${COMPANION_NAME} on ${date}. Keep it somewhere you can find it quickly.`,
  ];
  PLAN_SECTIONS.forEach((section, index) => {
    lines.push('', `## ${index + 1}. ${section.title}`, '');
    const list = items(plan.sections[section.id]);
    if (section.id === 'professionals') {
      for (const id of plan.services) {
        const line = serviceLine(id);
        if (line) list.push(`${line.name}: ${line.how}`);
      }
    }
    if (list.length === 0) lines.push('(nothing written yet)');
    else for (const item of list) lines.push(`- ${item}`);
  });
  lines.push(
    '',
    'If you are in danger right now, call your local emergency number.',
    'This plan was kept only in your browser; nobody else has a copy unless you share it.',
    '',
  );
  return lines.join('\n');
}
