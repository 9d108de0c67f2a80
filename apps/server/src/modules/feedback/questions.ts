import { feedbackMessages } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { feedbackQuestions } from './tables.ts';

const m = feedbackMessages;

export async function addQuestion(scope: SignedInScope, question: string) {
  const [row] = await scope.tx
    .insert(feedbackQuestions)
    .values({ tenantId: scope.tenantId, question })
    .returning({ id: feedbackQuestions.id, question: feedbackQuestions.question });
  return row!;
}

export async function updateQuestion(scope: SignedInScope, id: number, question: string) {
  const [row] = await scope.tx
    .update(feedbackQuestions)
    .set({ question })
    .where(and(eq(feedbackQuestions.tenantId, scope.tenantId), eq(feedbackQuestions.id, id)))
    .returning({ id: feedbackQuestions.id, question: feedbackQuestions.question });
  if (!row) throw notFound(m.questionNotFound);
  return row;
}

export async function deleteQuestion(scope: SignedInScope, id: number) {
  const [row] = await scope.tx
    .delete(feedbackQuestions)
    .where(and(eq(feedbackQuestions.tenantId, scope.tenantId), eq(feedbackQuestions.id, id)))
    .returning({ id: feedbackQuestions.id });
  if (!row) throw notFound(m.questionNotFound);
}
