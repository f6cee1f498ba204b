import { createRobotsMatcher } from '../../../shared/robots/robots-matcher';
import type { RowContext } from '../../../shared/validation/validate-rows';
import type { CheckContextData } from './check-messages';

/** The rules' context from what crosses to a worker: robots.txt's text becomes its matcher. */
export function rowContextOf(data: CheckContextData): RowContext {
  const { robots, ...rest } = data;
  return {
    ...rest,
    robots: robots ? { matcher: createRobotsMatcher(robots.url, robots.text), agent: robots.agent } : null,
  };
}
