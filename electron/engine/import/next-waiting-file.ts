/** A file waiting for room in a parse worker: its job's id (the order files came in) and its size on disk (0: not known). */
export interface WaitingFile {
  id: number;
  size: number;
}

/**
 * Which of the files waiting (oldest first) goes next: the biggest, so that the files left to parse
 * at the end of a set are small and the workers end together; but the oldest when it is older than
 * every file the workers hold (`oldestHeld`): it is the next to be taken in, and the reads after it
 * wait for it. Ties go to the oldest.
 */
export function nextWaitingFile(waiting: readonly WaitingFile[], oldestHeld: number): number {
  if (waiting[0]!.id < oldestHeld) return 0;
  let biggest = 0;
  for (const [index, { size }] of waiting.entries()) if (size > waiting[biggest]!.size) biggest = index;
  return biggest;
}
