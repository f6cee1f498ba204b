/** A setting's problem in words, and whether it is only missing (a hint) or wrong (an error). */
export interface FieldMessage {
  text: string;
  missing: boolean;
}
