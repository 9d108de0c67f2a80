import { feedbackMessages } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { feedbackQuestions } from './tables.ts';

const m = feedbackMessages;

export async function addQuestion(ctx: SignedInContext, question: string) {
  const [row] = await ctx.tx
    .insert(feedbackQuestions)
    .values({ tenantId: ctx.tenant.id, question })
    .returning({ id: feedbackQuestions.id, question: feedbackQuestions.question });
  return row!;
}

export async function updateQuestion(ctx: SignedInContext, id: number, question: string) {
  const [row] = await ctx.tx
    .update(feedbackQuestions)
    .set({ question })
    .where(and(eq(feedbackQuestions.tenantId, ctx.tenant.id), eq(feedbackQuestions.id, id)))
    .returning({ id: feedbackQuestions.id, question: feedbackQuestions.question });
  if (!row) throw notFound(m.questionNotFound);
  return row;
}

export async function deleteQuestion(ctx: SignedInContext, id: number) {
  const [row] = await ctx.tx
    .delete(feedbackQuestions)
    .where(and(eq(feedbackQuestions.tenantId, ctx.tenant.id), eq(feedbackQuestions.id, id)))
    .returning({ id: feedbackQuestions.id });
  if (!row) throw notFound(m.questionNotFound);
}
