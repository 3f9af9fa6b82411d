import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './Toast';
import { notify } from './toastBus';
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
  it('shows a success politely and dismisses it by itself after its duration', async () => {
    render(
      <ToastProvider duration={300}>
        <Trigger />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved!');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('shows a failure raised outside React, even one raised before the provider mounted', async () => {
    notify('error', 'Save failed');
    render(<ToastProvider>{null}</ToastProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Save failed');
  });

  it('tells a developer who forgot the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
