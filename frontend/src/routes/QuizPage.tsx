import { QuizFlow } from '@/features/quiz/QuizFlow';

export default function QuizPage() {
  return <QuizFlow />;
}
