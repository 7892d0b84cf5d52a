import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { isNotFoundResponse, throwNotFound } from './not-found-response.ts';

describe('throwNotFound', () => {
  it('throws the 404 answer a route error boundary receives', () => {
    let thrown: unknown;
    try {
      throwNotFound();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect([(thrown as Response).status, (thrown as Response).statusText]).toEqual([404, 'Not Found']);
  });
});

describe('isNotFoundResponse', () => {
  it('tells a thrown Not Found from other route errors', () => {
    expect(isNotFoundResponse(new ErrorResponse(404, 'Not Found', 'Not Found'))).toBe(true);
    expect(isNotFoundResponse(new ErrorResponse(503, 'Service Unavailable', null))).toBe(false);
    expect(isNotFoundResponse(new Error('Not Found'))).toBe(false);
  });
});
