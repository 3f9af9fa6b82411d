/** What an error answer says, whatever the backend's style: its message and the fields it names. */
import type { Issue } from './schemas/common';

/** An issue as the backend sends it; a plain string (another backend's style) has no field. */
function readIssue(item: unknown): Issue | null {
  if (typeof item === 'string') return { path: '', message: item };
  if (item && typeof item === 'object') {
    const { path, message } = item as Record<string, unknown>;
    if (typeof message === 'string') return { path: typeof path === 'string' ? path : Array.isArray(path) ? path.join('.') : '', message };
  }
  return null;
}

export function readErrorAnswer(text: string): { message?: string; issues?: Issue[]; answer?: unknown } {
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object') {
      const { message, error, issues } = data as Record<string, unknown>;
      const said = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
      const list = Array.isArray(issues) ? issues.map(readIssue).filter((item): item is Issue => item !== null) : undefined;
      return { message: said, issues: list, answer: data };
    }
  } catch {
    // An error answer that is not JSON still has its status to speak for it.
  }
  return {};
}
