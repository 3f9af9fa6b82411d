import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './formErrors';
import { ApiError } from './http';

type Form = { title: string; body: string; image: string };
const fields = ['title', 'body', 'image'] as const;

describe('applyServerErrors', () => {
  it('puts each 400 reason on its field and leaves no form-level message', () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'Title is required', '/send-notification2', {
      status: 400,
      issues: [
        { path: 'title', message: 'Title is required' },
        { path: 'image', message: 'Image must be a web address' },
      ],
    });
    expect(applyServerErrors<Form>(error, setError, fields)).toBeNull();
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'Title is required' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('image', { type: 'server', message: 'Image must be a web address' }, { shouldFocus: false });
  });

  it('answers reasons that name no field of the form as one sentence', () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'Select at least one consultant', '/send-notification2', {
      status: 400,
      issues: [{ path: 'userIds', message: 'Select at least one consultant' }],
    });
    expect(applyServerErrors<Form>(error, setError, fields)).toBe('Select at least one consultant');
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts a 409 (a duplicate name) reason on its field too', () => {
    const setError = vi.fn();
    const error = new ApiError('http', 'An expense type named Rent already exists.', '/api/company-expenses2', {
      status: 409,
      issues: [{ path: 'title', message: 'An expense type named Rent already exists.' }],
    });
    expect(applyServerErrors<Form>(error, setError, fields)).toBeNull();
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'An expense type named Rent already exists.' }, { shouldFocus: true });
  });

  it('answers any other failure with its readable message', () => {
    const error = new ApiError('network', 'Could not reach the server. Check your connection and try again.', '/x');
    expect(applyServerErrors<Form>(error, vi.fn(), fields)).toBe('Could not reach the server. Check your connection and try again.');
  });
});
