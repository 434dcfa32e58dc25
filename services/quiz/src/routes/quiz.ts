import {
  badRequest,
  enqueueEvent,
  inTransaction,
  makeEvent,
  notFound,
  ownedSessionId,
  type ServiceApp,
  topicName,
} from '@sage/shared';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { insertResult, latestResult } from '../db/results.ts';
import type { DB } from '../db/types.ts';
import { isQuizType, QUIZ_TYPES, QUIZZES } from '../domain/questions.ts';
import { gradeQuiz } from '../domain/scoring.ts';

export interface QuizRouteDeps {
  db: Kysely<DB>;
  secret: string;
  topicPrefix: string;
}

/** No more than this many answers in one submission (10 questions, with room for changed minds). */
const MAX_ANSWERS = 100;

const ErrorBody = Type.Object({ error: Type.Object({ code: Type.String(), message: Type.String() }) });

// Response schemas list only what clients may see: serialization drops every other property, so the
// options' scoring weights never leave the service.
const QuestionBody = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  options: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
});
const PrimaryType = Type.Union([
  Type.Literal('secure'),
  Type.Literal('anxious'),
  Type.Literal('avoidant'),
  Type.Literal('disorganized'),
]);
const ScoresBody = Type.Object({
  secure: Type.Integer(),
  anxious: Type.Integer(),
  avoidant: Type.Integer(),
  disorganized: Type.Integer(),
});
const ResultsBody = Type.Object({ primaryType: PrimaryType, scores: ScoresBody });

const SubmitBody = Type.Object(
  {
    sessionId: Type.String({ minLength: 1, maxLength: 100 }),
    // Checked against the known quizzes in the handler, so the 400 can say which ones exist.
    quizType: Type.String({ maxLength: 50, examples: QUIZ_TYPES }),
    answers: Type.Array(
      Type.Object(
        { questionId: Type.Integer({ minimum: 1 }), answerId: Type.Integer({ minimum: 1 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_ANSWERS },
    ),
  },
  { additionalProperties: false },
);

const RESULTS_NOT_FOUND = 'Results not found';

export function quizRoutes(app: ServiceApp, { db, secret, topicPrefix }: QuizRouteDeps): void {
  const topic = topicName('quizResults', topicPrefix);

  app.get(
    '/api/quiz/attachment',
    { schema: { response: { 200: Type.Array(QuestionBody) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return [...QUIZZES.attachment];
    },
  );

  app.post(
    '/api/quiz/submit',
    {
      schema: {
        body: SubmitBody,
        response: { 201: Type.Object({ results: ResultsBody }), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const { quizType, answers } = req.body;
      const sessionId = ownedSessionId(req, req.body.sessionId, secret);
      if (!isQuizType(quizType)) {
        throw badRequest(`body.quizType must be one of: ${QUIZ_TYPES.join(', ')}`);
      }
      const graded = gradeQuiz(QUIZZES[quizType], answers);
      if (!graded.ok) throw badRequest(`body.${graded.message}`);
      const { result } = graded.value;
      const completedAt = new Date();
      await inTransaction(db, async (trx) => {
        await insertResult(trx, {
          sessionId,
          quizType,
          ...result,
          answers: graded.value.answers,
          completedAt,
        });
        await enqueueEvent(
          trx,
          topic,
          sessionId,
          makeEvent('quiz.completed', { sessionId, quizType, ...result }, completedAt),
        );
      });
      return reply.status(201).send({ results: result });
    },
  );

  app.get(
    '/api/quiz/:sessionId',
    {
      schema: {
        params: Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: {
          200: Type.Object({
            sessionId: Type.String(),
            quizType: Type.String(),
            results: ResultsBody,
            completedAt: Type.String(),
          }),
          404: ErrorBody,
        },
      },
    },
    async (req) => {
      const sessionId = ownedSessionId(req, req.params.sessionId, secret, RESULTS_NOT_FOUND);
      const row = await latestResult(db, sessionId);
      if (!row) throw notFound(RESULTS_NOT_FOUND);
      return {
        sessionId: row.session_id,
        quizType: row.quiz_type,
        results: { primaryType: row.primary_type, scores: row.scores },
        completedAt: row.completed_at.toISOString(),
      };
    },
  );
}
