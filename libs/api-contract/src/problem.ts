/** RFC 7807 problem details with the project's stable `code`: every refusal of the api. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  /** Rules refusals (an illegal deck, action or result) list each broken rule. */
  violations?: { code: string; rule?: string; message: string }[];
  [extension: string]: unknown;
}
