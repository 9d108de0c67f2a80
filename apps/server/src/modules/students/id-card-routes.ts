import { getStudentIdCards } from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import { sendPdf } from '../../platform/pdf/index.ts';
import { renderStudentIdCards } from './id-cards.ts';

/** The class's ID cards as a PDF. */
export const studentIdCardHandlers = {
  [getStudentIdCards.id]: handle(getStudentIdCards, async ({ query }, ctx) => {
    const pdf = await renderStudentIdCards(ctx.tx, ctx.services.storage, ctx.tenant, query);
    return sendPdf(ctx.reply, pdf.bytes, pdf.fileName, { inline: true });
  }),
};
