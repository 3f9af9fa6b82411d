import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './http';

/**
 * Puts a failed call's reasons where the operator looks: each 400 (invalid) or 409 (conflicts
 * with what is stored, such as a duplicate name) issue whose path names a
 * field of the form lands on that field (react-hook-form's setError); whatever is left is
 * answered as one sentence for the form as a whole (null when every reason found a field).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409) || error.issues.length === 0) return errorMessage(error);
  const known = new Set<string>(fields);
  const rest: string[] = [];
  let placed = 0;
  for (const issue of error.issues) {
    if (issue.path && known.has(issue.path)) {
      setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      rest.push(issue.message);
    }
  }
  if (rest.length === 0) return null;
  return placed === 0 ? error.message : rest.join(' ');
}
