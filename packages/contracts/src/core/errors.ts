/** Error codes shared by server and web; the server maps each to an HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TERMINATE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Texts the spec names, written once. */
export const messages = {
  somethingWentWrong: 'Something went wrong.',
  tryAfterOneHour: 'Please try after one hour',
  networkError: 'Network Error',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have access to this page.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;
