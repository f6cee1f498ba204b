import { defineAppService } from '../app-service';
import type { ValidateRequest, ValidateResponse } from './validation-copies';

/** The whole-project checker as the validation store sees it: requests go in, in order; answers come back. */
export interface Validator {
  /** Sends a request; the buffers in `transfer` are handed over, unusable here after. */
  post(request: ValidateRequest, transfer?: ArrayBuffer[]): void;
  terminate(): void;
}

/** What a validator tells the store: the worker's answers, or that it failed (and is of no more use). */
export interface ValidatorListeners {
  answer(response: ValidateResponse): void;
  fail(message: string): void;
}

/** Starts a validator: a Web Worker in the app (web-worker-validator.ts), the same logic in-process in unit tests. */
export type StartValidator = (listeners: ValidatorListeners) => Validator;

const validator = defineAppService<StartValidator>('validator', 'installValidator');

/** Provides how the validation store starts its validator; main.ts installs the Web Worker. */
export const installValidator = validator.install;

/** How to start the validator, for the validation store's setup. */
export const useStartValidator = validator.use;
