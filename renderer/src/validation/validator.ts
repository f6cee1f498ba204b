import { inject, type App, type InjectionKey } from 'vue';
import type { ValidateRequest, ValidateResponse } from './validation-copies';

/** The whole-project checker as the validation store sees it: requests go in, in order; answers come back. */
export interface Validator {
  post(request: ValidateRequest): void;
  terminate(): void;
}

/** What a validator tells the store: a check's answer, or that it failed (and is of no more use). */
export interface ValidatorListeners {
  answer(response: ValidateResponse): void;
  fail(message: string): void;
}

/** Starts a validator: a Web Worker in the app (web-worker-validator.ts), the same logic in-process in unit tests. */
export type StartValidator = (listeners: ValidatorListeners) => Validator;

const validatorKey: InjectionKey<StartValidator> = Symbol('validator');

/** Provides how the validation store starts its validator; main.ts installs the Web Worker. */
export function installValidator(app: App, start: StartValidator): void {
  app.provide(validatorKey, start);
}

/** How to start the validator, for the validation store's setup. */
export function useStartValidator(): StartValidator {
  const start = inject(validatorKey, null);
  if (!start) throw new Error('No validator: main.ts installs one with installValidator before the app mounts.');
  return start;
}
