import type { FastifyError } from 'fastify';
import type { AnyFastify } from './fastifyTypes.ts';

/** An error meant for the client: its code, status and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const badRequest = (message: string) => new AppError(400, 'invalid_input', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const unavailable = (message: string) => new AppError(503, 'unavailable', message);

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Turns a schema-validation failure into a message that names the field. */
function describeValidation(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = err.validationContext ?? 'body';
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'additionalProperties') {
    const field = [path, params.additionalProperty].filter(Boolean).join('.');
    return `${where}.${field} is not allowed`;
  }
  if (first.keyword === 'required') {
    const field = [path, params.missingProperty].filter(Boolean).join('.');
    return `${where}.${field} is required`;
  }
  return `${where}${path ? `.${path}` : ''} ${first.message ?? 'is invalid'}`;
}

const CLIENT_ERROR_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_input',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_input',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_input',
};

/** One error handler for every service and the gateway: `{error: {code, message}}`, never a stack trace. */
export function installErrorHandler(app: AnyFastify): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.statusCode).send(errorBody(err.code, err.message));
    }
    if (err.validation) {
      return reply.status(400).send(errorBody('invalid_input', describeValidation(err)));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CLIENT_ERROR_CODES[err.code] ?? (status === 429 ? 'rate_limited' : 'bad_request');
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Body is not valid JSON' : err.message;
      return reply.status(status).send(errorBody(code, message));
    }
    req.log.error({ err }, 'request failed');
    return reply
      .status(Math.max(status, 500))
      .send(errorBody('internal', 'Something went wrong on our side'));
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(errorBody('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
  });
}
