import { useParams } from 'react-router-dom';
import { lessonsByTopic } from '@/content/lessons';
import { LessonNotFound, LessonView } from '@/features/library/LessonView';
import { lessonsForTopic } from '@/features/library/lessons';

export default function LessonPage() {
  const { id } = useParams<{ id: string }>();
  const lessons = lessonsForTopic(lessonsByTopic, id);
  if (lessons.length === 0) return <LessonNotFound />;
  // Keyed by topic so another topic starts with its own random pick.
  return <LessonView key={id} lessons={lessons} />;
}
