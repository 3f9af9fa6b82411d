import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './Toast';
import { useToast } from './toastContext';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved!')}>
      Save
    </button>
  );
}

describe('ToastProvider', () => {
  it('dismisses a toast by itself after its duration', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider duration={1000}>
        <Trigger />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('tells a developer who forgot the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
