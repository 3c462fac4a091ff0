// Apart from connection-test.ts, so that lib/error-view.ts names it without the test's code.

/** Why the service can't be used: not_api (404/405), cors, tls, dns, unreachable (loopback). */
export type ConnectionProblem = 'not_api' | 'cors' | 'tls' | 'dns' | 'unreachable';

/** The test's finding, as data; lib/error-view.ts says it in words. */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
  constructor(
    readonly problem: ConnectionProblem,
    readonly host: string,
  ) {
    super(`connection: ${problem} at ${host}`);
  }
}

export const isProblem = (error: unknown, problem: ConnectionProblem) =>
  error instanceof ConnectionError && error.problem === problem;
