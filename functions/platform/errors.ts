import type { FieldProblem } from '../core/contracts/problems.js';

/** Typed errors; route() maps each to its status code and a client-safe message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  /** A refused body's fields, each with its problem in plain words (route() answers them as `problems`). */
  readonly problems: readonly FieldProblem[] | undefined;

  constructor(message: string, problems?: readonly FieldProblem[]) {
    super(400, message);
    this.problems = problems;
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Please login to continue') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'Do not have permission') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}
/** A service the request depends on (Stripe) refused or failed; the message says what to do. */
export class BadGateway extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
