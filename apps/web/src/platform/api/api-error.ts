import type { FieldError } from '@shala/contracts';

/** Why a call failed: the server answered with an error, or it was never reached. */
export type ApiErrorKind = 'http' | 'network';

/** The one error every API call throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  /** The envelope's `status`, e.g. false or "TERMINATE". */
  readonly envelopeStatus: boolean | 'TERMINATE' | null;
  /** Field problems of a 400 answer (`data.errors`). */
  readonly fieldErrors: FieldError[];
  /** The envelope's `data`, as answered (e.g. a throttled sign-in's code offer). */
  readonly data: unknown;
  /** The user has been told: a toast, or messages under the form's fields. */
  shown = false;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    envelopeStatus?: boolean | 'TERMINATE' | null;
    fieldErrors?: FieldError[];
    data?: unknown;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.envelopeStatus = init.envelopeStatus ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.data = init.data ?? null;
  }

  get isTerminated(): boolean {
    return this.status === 401 && this.envelopeStatus === 'TERMINATE';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
