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

  it('shows the target as the list has it now, and says at once when it is gone or refused, without sending', async () => {
    let list: Payment[] = [payment];
    const { hook, run } = setup({
      current: (id) => list.find((entry) => entry.id === id) ?? null,
      refuse: (target) => (target.amount === 0 ? 'Nothing is left to settle.' : null),
    });
    act(() => hook.result.current.start(payment));
    expect(hook.result.current.dialog.blocked).toBeNull();
    list = [{ id: 'p1', amount: 700 }];
    hook.rerender();
    // Changed: the dialog shows it as it is now, and as it was when asked.
    expect(hook.result.current.dialog).toMatchObject({ target: { id: 'p1', amount: 700 }, asked: payment, blocked: null });
    list = [{ id: 'p1', amount: 0 }];
    hook.rerender();
    expect(hook.result.current.dialog).toMatchObject({ target: { id: 'p1', amount: 0 }, blocked: 'Nothing is left to settle.' });
    await act(async () => hook.result.current.dialog.onConfirm());
    list = [];
    hook.rerender();
    // Gone: it stays on screen as last seen, with why it will not be sent.
    expect(hook.result.current.dialog).toMatchObject({ target: { id: 'p1', amount: 500 }, blocked: 'This is no longer in the list. Cancel and look again.' });
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(run).not.toHaveBeenCalled();
    expect(hook.result.current.dialog.error).toBeNull();
    // Back as it was (another tab undid it): nothing stands in the way any more.
    list = [payment];
    hook.rerender();
    expect(hook.result.current.dialog.blocked).toBeNull();
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(run).toHaveBeenCalledOnce();
  });

  it('lets a retry after a lost answer go to the backend, even when the list shows it done', async () => {
    let list: Payment[] = [payment];
    const run = vi.fn<(payment: Payment, attempt: { idempotencyKey: string }) => Promise<{ message: string }>>().mockRejectedValueOnce(new ApiError('http', 'The gateway timed out.', '/api/settle', { status: 504 })).mockResolvedValueOnce({ message: 'Already settled 500.' });
    const { hook, toast } = setup({ run, current: (id) => list.find((entry) => entry.id === id) ?? null, refuse: (target) => (target.amount === 0 ? 'Nothing is left to settle.' : null) });
    act(() => hook.result.current.start(payment));
    await act(async () => hook.result.current.dialog.onConfirm());
    // The backend did record it: the refreshed list says so.
    list = [{ id: 'p1', amount: 0 }];
    hook.rerender();
    expect(hook.result.current.dialog).toMatchObject({ error: 'The gateway timed out.', blocked: null });
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[1]![1].idempotencyKey).toBe(run.mock.calls[0]![1].idempotencyKey);
    expect(toast.success).toHaveBeenCalledWith('Already settled 500.');
    expect(hook.result.current.dialog.target).toBeNull();
  });

  it('after the backend refuses it as it stands (409), lets the refreshed list decide again', async () => {
    let list: Payment[] = [payment];
    const run = vi.fn<(payment: Payment, attempt: { idempotencyKey: string }) => Promise<{ message: string }>>().mockRejectedValue(new ApiError('http', 'Priya settled it at 2:55 pm.', '/api/settle', { status: 409 }));
    const { hook } = setup({ run, current: (id) => list.find((entry) => entry.id === id) ?? null, refuse: (target) => (target.amount === 0 ? 'Nothing is left to settle.' : null) });
    act(() => hook.result.current.start(payment));
    await act(async () => hook.result.current.dialog.onConfirm());
    // Nothing was done, and the refreshed list shows why: confirm waits, nothing more is sent.
    list = [{ id: 'p1', amount: 0 }];
    hook.rerender();
    expect(hook.result.current.dialog).toMatchObject({ error: 'Priya settled it at 2:55 pm.', blocked: 'Nothing is left to settle.' });
    await act(async () => hook.result.current.dialog.onConfirm());
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not call its own outcome a reason to stop while it runs', async () => {
    let list: Payment[] = [payment];
    let finish: (value: { message: string }) => void = () => {};
    const run = vi.fn(() => new Promise<{ message: string }>((resolve) => (finish = resolve)));
    const { hook } = setup({ run, current: (id) => list.find((entry) => entry.id === id) ?? null, refuse: (target) => (target.amount === 0 ? 'Nothing is left to settle.' : null) });
    act(() => hook.result.current.start(payment));
    act(() => hook.result.current.dialog.onConfirm());
    // The list already shows the settlement before the answer is handled.
    list = [{ id: 'p1', amount: 0 }];
    hook.rerender();
    expect(hook.result.current.dialog).toMatchObject({ pending: true, blocked: null });
    await act(async () => finish({ message: 'Settled.' }));
    expect(hook.result.current.dialog).toMatchObject({ target: null, blocked: null });
  });
});
