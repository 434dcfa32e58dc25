/**
 * The built-in library as the companion suggests it: titles and addresses exactly as the frontend shows
 * and routes them (articles at /resources/<slug>; lessons at /article/<topic>, which opens a lesson of
 * that topic, so a lesson entry carries the topic's title). frontend/src/content/catalogue.test.ts checks
 * every entry against the frontend's content, so the two never drift. No imports: the frontend test
 * loads this file directly.
 */
export interface CatalogueEntry {
  title: string;
  href: string;
  kind: 'article' | 'lesson' | 'exercise';
  /** Topics, feelings, techniques and safety categories it fits, most specific first. */
  topics: string[];
}

export const CATALOGUE: CatalogueEntry[] = [
  // Exercises: lessons that walk through a technique.
  {
    title: 'Breathing Exercises',
    href: '/article/breathing',
    kind: 'exercise',
    topics: [
      'box-breathing',
      '4-7-8',
      'triangle-breathing',
      'coherent-breathing',
      'breathing',
      'anxiety',
      'sleep',
    ],
  },
  {
    title: 'Grounding Techniques for Anxious Moments',
    href: '/resources/grounding-techniques-for-anxiety',
    kind: 'exercise',
    topics: ['grounding', 'counting-breaths', 'anxiety', 'stress'],
  },
  // Lessons, by topic.
  {
    title: 'Anxiety Techniques',
    href: '/article/anxiety-techniques',
    kind: 'lesson',
    topics: ['anxiety', 'school'],
  },
  {
    title: 'Emotional Overwhelm',
    href: '/article/emotional-overwhelm',
    kind: 'lesson',
    topics: ['stress', 'grounding', 'low', 'anger'],
  },
  {
    title: 'Healthy Boundaries',
    href: '/article/healthy-boundaries',
    kind: 'lesson',
    topics: ['family', 'partner', 'work', 'friends'],
  },
  { title: 'Attachment Styles', href: '/article/attachment-styles', kind: 'lesson', topics: ['partner'] },
  {
    title: 'Self-Compassion',
    href: '/article/self-compassion',
    kind: 'lesson',
    topics: ['self-compassion-break', 'self-worth', 'body', 'low'],
  },
  {
    title: 'Life Transitions',
    href: '/article/life-transitions',
    kind: 'lesson',
    topics: ['identity', 'school', 'work', 'partner'],
  },
  // Articles.
  {
    title: 'Coping With Grief and Loss',
    href: '/resources/coping-with-grief-and-loss',
    kind: 'article',
    topics: ['grief'],
  },
  {
    title: 'Mindful Breathing Techniques for Calmer Days',
    href: '/resources/mindful-breathing-techniques',
    kind: 'article',
    topics: [
      'box-breathing',
      '4-7-8',
      'triangle-breathing',
      'coherent-breathing',
      'counting-breaths',
      'breathing',
    ],
  },
  {
    title: 'Journaling for Emotional Clarity',
    href: '/resources/journaling-for-emotional-clarity',
    kind: 'article',
    topics: ['journaling', 'low', 'stress'],
  },
  {
    title: 'Sleep and Emotional Wellbeing',
    href: '/resources/sleep-and-emotional-wellbeing',
    kind: 'article',
    topics: ['sleep', 'sleep-habits', 'muscle-relaxation', '4-7-8'],
  },
  {
    title: 'The Practice of Self-Compassion',
    href: '/resources/the-practice-of-self-compassion',
    kind: 'article',
    topics: ['self-compassion-break', 'self-worth', 'body'],
  },
  {
    title: 'A Simple Gratitude Practice',
    href: '/resources/a-simple-gratitude-practice',
    kind: 'article',
    topics: ['gratitude'],
  },
  {
    title: 'Mindfulness Meditation for Beginners',
    href: '/resources/mindfulness-meditation-for-beginners',
    kind: 'article',
    topics: ['body-scan', 'counting-breaths', 'anxiety'],
  },
  {
    title: 'When Everything Feels Like Too Much',
    href: '/resources/when-everything-feels-too-much',
    kind: 'article',
    topics: ['stress', 'low'],
  },
  {
    title: 'Managing Everyday Stress',
    href: '/resources/managing-everyday-stress',
    kind: 'article',
    topics: ['stress', 'work', 'health'],
  },
  {
    title: 'Recovering From Burnout',
    href: '/resources/recovering-from-burnout',
    kind: 'article',
    topics: ['work', 'stress'],
  },
  {
    title: 'Finding Work-Life Balance',
    href: '/resources/finding-work-life-balance',
    kind: 'article',
    topics: ['work'],
  },
  {
    title: 'Time Management Without Burnout',
    href: '/resources/time-management-without-burnout',
    kind: 'article',
    topics: ['school', 'work', 'stress'],
  },
  {
    title: 'Letting Go of Perfectionism',
    href: '/resources/letting-go-of-perfectionism',
    kind: 'article',
    topics: ['school', 'self-worth'],
  },
  {
    title: 'Financial Wellness and Peace of Mind',
    href: '/resources/financial-wellness-and-peace-of-mind',
    kind: 'article',
    topics: ['money'],
  },
  {
    title: 'Loneliness and Connection',
    href: '/resources/loneliness-and-connection',
    kind: 'article',
    topics: ['loneliness', 'friends'],
  },
  {
    title: 'Nurturing Meaningful Friendships',
    href: '/resources/nurturing-meaningful-friendships',
    kind: 'article',
    topics: ['friends', 'loneliness'],
  },
  {
    title: 'Communicating With Care',
    href: '/resources/communicating-with-care',
    kind: 'article',
    topics: ['family', 'partner', 'friends'],
  },
  {
    title: 'Setting Healthy Boundaries',
    href: '/resources/setting-healthy-boundaries',
    kind: 'article',
    topics: ['family', 'work', 'partner'],
  },
  {
    title: 'Understanding Attachment Styles',
    href: '/resources/understanding-attachment-styles',
    kind: 'article',
    topics: ['partner'],
  },
  {
    title: 'Forgiveness and Healing',
    href: '/resources/forgiveness-and-healing',
    kind: 'article',
    topics: ['partner', 'family', 'friends'],
  },
  {
    title: 'Working With Anger',
    href: '/resources/working-with-anger',
    kind: 'article',
    topics: ['anger', 'violence'],
  },
  {
    title: 'Building Quiet Confidence',
    href: '/resources/building-quiet-confidence',
    kind: 'article',
    topics: ['self-worth', 'body'],
  },
  {
    title: 'The Power of Positive Self-Talk',
    href: '/resources/the-power-of-positive-self-talk',
    kind: 'article',
    topics: ['self-worth', 'body'],
  },
  {
    title: 'Navigating Life Transitions',
    href: '/resources/navigating-life-transitions',
    kind: 'article',
    topics: ['identity', 'work', 'school'],
  },
  {
    title: 'Finding Purpose and Meaning',
    href: '/resources/finding-purpose-and-meaning',
    kind: 'article',
    topics: ['identity', 'low'],
  },
  {
    title: 'Growing Your Resilience',
    href: '/resources/growing-your-resilience',
    kind: 'article',
    topics: ['low', 'stress', 'health'],
  },
  {
    title: 'Managing Your Energy',
    href: '/resources/managing-your-energy',
    kind: 'article',
    topics: ['sleep', 'work', 'health'],
  },
  {
    title: 'Finding a Healthier Balance With Your Screens',
    href: '/resources/digital-wellness-balance',
    kind: 'article',
    topics: ['screens'],
  },
  {
    title: 'Reaching Out When You Are Struggling',
    href: '/resources/reaching-out-when-you-are-struggling',
    kind: 'article',
    topics: ['abuse', 'eating', 'violence', 'suicide', 'self_harm', 'medical', 'distress', 'low'],
  },
];
