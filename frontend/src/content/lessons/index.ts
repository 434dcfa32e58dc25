import type { Lesson, LessonTopic } from '../types';
import { anxietyTechniquesLessons } from './anxietyTechniques';
import { attachmentLessons } from './attachment';
import { breathingLessons } from './breathing';
import { emotionalOverwhelmLessons } from './emotionalOverwhelm';
import { healthyBoundariesLessons } from './healthyBoundaries';
import { lifeTransitionsLessons } from './lifeTransitions';
import { selfCompassionLessons } from './selfCompassion';

/** Built-in lessons, grouped by topic key. Every lesson's id is `${topic}-${n}`, n counting from 1. */
export const lessonsByTopic: Record<LessonTopic, Lesson[]> = {
  'emotional-overwhelm': emotionalOverwhelmLessons,
  'healthy-boundaries': healthyBoundariesLessons,
  'attachment-styles': attachmentLessons,
  'anxiety-techniques': anxietyTechniquesLessons,
  'self-compassion': selfCompassionLessons,
  'life-transitions': lifeTransitionsLessons,
  breathing: breathingLessons,
};

export interface LessonTopicInfo {
  key: LessonTopic;
  title: string;
  description: string;
  /** Name of a lucide-react icon */
  icon: string;
}

/** Topics in display order, for a lessons list screen. */
export const LESSON_TOPICS: LessonTopicInfo[] = [
  {
    key: 'emotional-overwhelm',
    title: 'Emotional Overwhelm',
    description: 'Gentle tools for finding your footing when feelings and demands pile up.',
    icon: 'Waves',
  },
  {
    key: 'healthy-boundaries',
    title: 'Healthy Boundaries',
    description: 'How to notice, express and hold limits that protect your wellbeing.',
    icon: 'Shield',
  },
  {
    key: 'attachment-styles',
    title: 'Attachment Styles',
    description: 'Understand your patterns in close relationships and how they can grow more secure.',
    icon: 'HeartHandshake',
  },
  {
    key: 'anxiety-techniques',
    title: 'Anxiety Techniques',
    description: 'Practical ways to calm your body, question anxious thoughts and face fears step by step.',
    icon: 'Brain',
  },
  {
    key: 'self-compassion',
    title: 'Self-Compassion',
    description: 'Learn to treat yourself with the kindness you would offer a good friend.',
    icon: 'Heart',
  },
  {
    key: 'life-transitions',
    title: 'Life Transitions',
    description: 'Support for the endings, in-betweens and new beginnings that change brings.',
    icon: 'Compass',
  },
  {
    key: 'breathing',
    title: 'Breathing Exercises',
    description: 'Simple, clearly counted breathing patterns for quick calm and everyday balance.',
    icon: 'Wind',
  },
];

export function isLessonTopic(value: string): value is LessonTopic {
  return Object.hasOwn(lessonsByTopic, value);
}
