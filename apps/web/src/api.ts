import type { Problem } from '@arbiter/api-contract';

/** What a failed request said: the api's problem details, or only the status of an answer that had none. */
export type Refusal = Partial<Problem> & Pick<Problem, 'status'>;

/** A refusal from the api, carrying its RFC 7807 problem details (`code` is stable). */
export class ApiError extends Error {
  constructor(readonly problem: Refusal) {
    super(problem.detail || problem.title || `HTTP ${problem.status}`);
  }
}

async function problemOf(res: Response): Promise<Refusal> {
  try {
    const body = (await res.json()) as Partial<Problem>;
    return { ...body, status: res.status };
  } catch {
    return { status: res.status, title: res.statusText };
  }
}

function headers(token?: string, contentType?: string): HeadersInit {
  const out: Record<string, string> = { accept: 'application/json' };
  if (contentType) out['content-type'] = contentType;
  if (token) out.authorization = `Bearer ${token}`;
  return out;
}

export async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(path, { headers: headers(token) });
  if (!res.ok) throw new ApiError(await problemOf(res));
  return (await res.json()) as T;
}

export async function getText(path: string, token?: string): Promise<string> {
  const res = await fetch(path, { headers: { ...headers(token), accept: 'application/x-ndjson, text/plain, */*' } });
  if (!res.ok) throw new ApiError(await problemOf(res));
  return res.text();
}

export async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(path, { method: 'POST', headers: headers(token, 'application/json'), body: JSON.stringify(body ?? {}) });
  if (!res.ok) throw new ApiError(await problemOf(res));
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/** A refusal's per-line errors (a CSV import names each bad line), in words; field errors are already in its detail. */
function itemErrors(problem: Refusal): string[] {
  const errors = Array.isArray(problem.errors) ? (problem.errors as { line?: number; field?: string; message?: string; errors?: string[] }[]) : [];
  return errors.filter((e) => e.line !== undefined).map((e) => {
    const where = [e.line !== undefined ? `line ${e.line}` : '', e.field ?? ''].filter(Boolean).join(', ');
    const what = e.message ?? (e.errors ?? []).join('; ');
    return where ? `${where}: ${what}` : what;
  }).filter(Boolean);
}

/** What to show a person for a failed request: the problem's code and detail, or the network error. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const { problem } = error;
    const rules = (problem.violations ?? []).map((v) => (v.rule ? `CR ${v.rule}: ${v.message}` : v.message));
    return [`${problem.code ?? `HTTP ${problem.status}`}: ${error.message}`, ...rules, ...itemErrors(problem)].join(' — ');
  }
  return error instanceof Error ? error.message : String(error);
}

export const tournamentPath = (tournamentId: string, rest = ''): string => `/api/tournaments/${encodeURIComponent(tournamentId)}${rest}`;

/** A failed request in words only, for forms: what the api said was wrong (and each rule broken), without codes. */
export function inWords(error: unknown): string {
  if (error instanceof ApiError) {
    const rules = (error.problem.violations ?? []).map((v) => (v.rule ? `${v.message} (rule ${v.rule})` : v.message));
    return [error.message, ...rules, ...itemErrors(error.problem)].join(' ');
  }
  return error instanceof Error ? `Could not reach Arbiter: ${error.message}` : String(error);
}
