import { articles } from '@/content/articles';
import { LESSON_TOPICS, lessonsByTopic } from '@/content/lessons';
import { BlogListView, type LessonTopicSummary } from '@/features/library/BlogListView';
import { lessonsForTopic } from '@/features/library/lessons';

// Content is imported only here and in the other library routes, which the router loads lazily.
const topics: LessonTopicSummary[] = LESSON_TOPICS.map((topic) => ({
  key: topic.key,
  title: topic.title,
  description: topic.description,
  icon: topic.icon,
  count: lessonsForTopic(lessonsByTopic, topic.key).length,
})).filter((topic) => topic.count > 0);

export default function BlogListPage() {
  return <BlogListView articles={articles} topics={topics} />;
}
