import type { ErrorCode, FieldError } from '@shala/contracts';
import { errorStatus, messages } from '@shala/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one error type of the server: a code (mapped to a status) and a message for the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** The envelope's `data` when there are no field errors (e.g. a sign-in code offer). */
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message: string = messages.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = messages.forbidden) =>
  new AppError('FORBIDDEN', message);
export const terminate = () => new AppError('TERMINATE', messages.sessionExpired);
export const badRequest = (message: string, field?: string) =>
  new AppError('BAD_REQUEST', message, field ? [{ field, message }] : []);

/**
 * Errors the router raises before any handler (a malformed or over-long path segment):
 * Fastify's `frameworkErrors` option, so they too answer the envelope, without echoing the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : status < 500
        ? 'The address is not valid'
        : messages.somethingWentWrong;
  reply.status(status).send({ status: false, message, result: false, data: null });
}

/** Maps every error to the spec's envelope; a 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        status: error.code === 'TERMINATE' ? 'TERMINATE' : false,
        message: error.message,
        result: false,
        data: error.fieldErrors.length ? { errors: error.fieldErrors } : error.data,
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : status === 400
              ? 'The request body is not valid JSON'
              : error.message;
      return reply.status(status).send({ status: false, message, result: false, data: null });
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return reply.status(500).send({
      status: false,
      message: `${messages.somethingWentWrong} (request ${request.id})`,
      result: false,
      data: null,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      status: false,
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      result: false,
      data: null,
    });
  });
}
