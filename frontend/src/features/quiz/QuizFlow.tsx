import { useQuery } from '@tanstack/react-query';
import { ClipboardList, SearchX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import { buttonClass, cardClass } from '@/components/ui/styles';
import { apiRequest } from '@/lib/api';
import { COMPANION_NAME } from '@/lib/brand';
import { toast } from '@/lib/toast';
import { allAnswered, answerFor, normalizeType, withAnswer } from './answers';
import { QuizResults } from './QuizResults';
import { QuizStep } from './QuizStep';
import {
  type AttachmentType,
  QUIZ_QUESTIONS_KEY,
  type QuizAnswer,
  type QuizQuestion,
  type QuizResultResponse,
} from './types';
import { useQuizSession } from './useQuizSession';

export const QUIZ_MESSAGES = {
  loadFailed: 'Failed to load quiz questions. Please try again.',
  submitFailed: 'Failed to submit quiz. Please try again.',
  completed: `Thank you for completing the quiz. Your responses will help ${COMPANION_NAME} provide better support.`,
} as const;

type View = 'intro' | 'questions' | 'results' | 'not-found';

function Notice({
  icon,
  title,
  text,
  action,
  onAction,
  headingRef,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={`${cardClass} text-center`}>
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center text-stone-500">
        {icon}
      </span>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 font-semibold text-stone-900 text-xl focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-2 text-stone-700">{text}</p>
      <button type="button" className={`${buttonClass.primary} mt-6`} onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

/** The attachment style quiz: loading, error, intro, questions, submitting and results. */
export function QuizFlow() {
  const navigate = useNavigate();
  const { sessionId, ensureSession } = useQuizSession();
  const questionsQuery = useQuery<QuizQuestion[]>({ queryKey: [QUIZ_QUESTIONS_KEY] });
  const [view, setView] = useState<View>('intro');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [resultType, setResultType] = useState<AttachmentType>('secure');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const questions = Array.isArray(questionsQuery.data) ? questionsQuery.data : [];
  const failed = questionsQuery.isError || (questionsQuery.isSuccess && questions.length === 0);

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: QUIZ_MESSAGES.loadFailed, variant: 'destructive' });
  }, [failed]);

  // Screen readers: announce each new step by moving focus to its heading (not on first arrival).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the step changes
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [view, index]);

  const go = (next: () => void) => {
    moved.current = true;
    next();
  };
  const skip = () => navigate('/', { replace: true });

  async function complete() {
    if (submitting || !allAnswered(questions, answers)) return;
    setSubmitting(true);
    const id = sessionId ?? (await ensureSession());
    if (!id) {
      setSubmitting(false);
      return;
    }
    try {
      await apiRequest('POST', '/api/quiz/submit', { sessionId: id, quizType: 'attachment', answers });
    } catch {
      toast({ title: 'Error', description: QUIZ_MESSAGES.submitFailed, variant: 'destructive' });
      setSubmitting(false);
      return;
    }
    toast({ title: 'Quiz completed', description: QUIZ_MESSAGES.completed, duration: 3000 });
    try {
      const res = await apiRequest<QuizResultResponse>('GET', `/api/quiz/${encodeURIComponent(id)}`);
      setResultType(normalizeType(res?.results?.primaryType));
      go(() => setView('results'));
    } catch {
      go(() => setView('not-found'));
    } finally {
      setSubmitting(false);
    }
  }

  let content: ReactNode;
  if (questionsQuery.isPending) {
    content = <Spinner label="Loading quiz questions…" showLabel />;
  } else if (failed) {
    content = (
      <Notice
        icon={<TriangleAlert className="size-10 text-rose-700" />}
        title="Error loading quiz"
        text="Unable to load quiz questions. Please try again later."
        action="Skip Quiz"
        onAction={skip}
      />
    );
  } else if (view === 'results') {
    content = <QuizResults type={resultType} headingRef={headingRef} />;
  } else if (view === 'not-found') {
    content = (
      <Notice
        icon={<SearchX className="size-10" />}
        title="Results not found"
        text="We couldn't find your quiz results. Let's start chatting anyway."
        action="Start Chatting"
        onAction={skip}
        headingRef={headingRef}
      />
    );
  } else if (view === 'intro') {
    content = (
      <div className={`${cardClass} text-center`}>
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-700"
        >
          <ClipboardList className="size-7" />
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 font-semibold text-2xl text-stone-900 focus:outline-none sm:text-3xl"
        >
          Attachment Style Quiz
        </h1>
        <p className="mt-2 text-lg text-stone-700">Discover how you connect in relationships</p>
        <p className="mt-1 text-sm text-stone-600">Takes about 3 minutes • {questions.length} questions</p>
        <p className="mx-auto mt-4 max-w-md text-sm text-stone-600">
          There are no right or wrong answers. Pick what feels most true for you most of the time.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => go(() => setView('questions'))}
          >
            Begin Quiz
          </button>
          <button type="button" className={buttonClass.ghost} onClick={skip}>
            Skip for now
          </button>
        </div>
      </div>
    );
  } else {
    const question = questions[Math.min(index, questions.length - 1)]!;
    content = (
      <>
        <h1 className="sr-only">Attachment Style Quiz</h1>
        <QuizStep
          question={question}
          index={index}
          total={questions.length}
          selected={answerFor(answers, question.id)}
          canComplete={allAnswered(questions, answers)}
          submitting={submitting}
          headingRef={headingRef}
          onSelect={(answerId) => setAnswers((prev) => withAnswer(prev, question.id, answerId))}
          onPrevious={() => go(() => setIndex((i) => Math.max(0, i - 1)))}
          onNext={() => go(() => setIndex((i) => Math.min(questions.length - 1, i + 1)))}
          onComplete={() => void complete()}
          onSkip={skip}
        />
      </>
    );
  }

  return <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">{content}</div>;
}
