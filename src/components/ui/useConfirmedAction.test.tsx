import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { ToastContext, type ToastApi } from './toastContext';
import { useConfirmedAction, type ConfirmedActionOptions } from './useConfirmedAction';

interface Payment {
  id: string;
  amount: number;
}

function setup(options: Partial<ConfirmedActionOptions<Payment, { message: string }>> = {}) {
  const toast: ToastApi = { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  const run = vi.fn(options.run ?? (async (payment: Payment) => ({ message: `Settled ${payment.amount}.` })));
  const wrapper = ({ children }: { children: ReactNode }) => <ToastContext value={toast}>{children}</ToastContext>;
  const hook = renderHook(() => useConfirmedAction<Payment, { message: string }>({ action: 'settle', idOf: (payment) => payment.id, ...options, run }), { wrapper });
  return { hook, run, toast };
}

const payment: Payment = { id: 'p1', amount: 500 };

describe('useConfirmedAction', () => {
  it('opens on a target, runs once on confirm, toasts the answer and closes', async () => {
    const { hook, run, toast } = setup();
    expect(hook.result.current.dialog.target).toBeNull();
    act(() => hook.result.current.start(payment));
    expect(hook.result.current.dialog).toMatchObject({ target: payment, pending: false, error: null });
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(run).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith('Settled 500.');
    expect(hook.result.current.dialog.target).toBeNull();
  });

  it('keeps the dialog open with the reason when it fails, and a retry sends the same key', async () => {
    const run = vi.fn<(payment: Payment, attempt: { idempotencyKey: string }) => Promise<{ message: string }>>().mockRejectedValueOnce(new ApiError('http', 'The gateway timed out.', '/api/settle', { status: 504 })).mockResolvedValueOnce({ message: 'Settled.' });
    const { hook, toast } = setup({ run });
    act(() => hook.result.current.start(payment));
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(hook.result.current.dialog).toMatchObject({ target: payment, pending: false, error: 'The gateway timed out.' });
    expect(toast.success).not.toHaveBeenCalled();
    await act(async () => hook.result.current.dialog.onConfirm());
    const [first, second] = run.mock.calls.map(([, attempt]) => attempt.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(hook.result.current.dialog.target).toBeNull();
  });

  it('gives a new confirmation a new key', async () => {
    const { hook, run } = setup();
    act(() => hook.result.current.start(payment));
    await act(async () => hook.result.current.dialog.onConfirm());
    act(() => hook.result.current.start(payment));
    await act(async () => hook.result.current.dialog.onConfirm());
    const keys = run.mock.calls.map(([, attempt]) => attempt.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends once however often confirm is pressed while it runs, and shows it pending', async () => {
    let finish: (value: { message: string }) => void = () => {};
    const run = vi.fn(() => new Promise<{ message: string }>((resolve) => (finish = resolve)));
    const { hook } = setup({ run });
    act(() => hook.result.current.start(payment));
    act(() => {
      hook.result.current.dialog.onConfirm();
      hook.result.current.dialog.onConfirm();
    });
    expect(hook.result.current.dialog.pending).toBe(true);
    expect(hook.result.current.busy.has('settle:p1')).toBe(true);
    // Closing while it runs is refused: the outcome would have nowhere to show.
    act(() => hook.result.current.dialog.onClose());
    expect(hook.result.current.dialog.target).toBe(payment);
    await act(async () => finish({ message: 'Settled.' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('shows the target as the list has it now, and refuses when it is gone or changed', async () => {
    let list: Payment[] = [payment];
    const { hook, run } = setup({
      current: (id) => list.find((entry) => entry.id === id) ?? null,
      refuse: (target) => (target.amount === 0 ? 'Nothing is left to settle.' : null),
    });
    act(() => hook.result.current.start(payment));
    list = [{ id: 'p1', amount: 0 }];
    hook.rerender();
    expect(hook.result.current.dialog.target).toEqual({ id: 'p1', amount: 0 });
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(hook.result.current.dialog.error).toBe('Nothing is left to settle.');
    list = [];
    hook.rerender();
    // Gone: it stays on screen as last seen, with why it will not be sent.
    expect(hook.result.current.dialog.target).toEqual({ id: 'p1', amount: 500 });
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(hook.result.current.dialog.error).toBe('This is no longer in the list. Cancel and look again.');
    expect(run).not.toHaveBeenCalled();
  });
});
