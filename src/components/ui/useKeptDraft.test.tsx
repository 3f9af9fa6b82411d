import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/api/session';
import { forgetDrafts } from '@/lib/keptDrafts';
import { DRAFT_RESTORED, useKeptDraft, useKeptValue } from './useKeptDraft';

const operator = (id: string) => ({ user: { _id: id, name: 'Aarav Mehta', phoneNumber: '+919876500001' }, expiresAt: '2999-01-01T00:00:00.000Z' });
const kept = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('consult.form-draft'));

function TitleForm() {
  const methods = useForm({ defaultValues: { title: '' } });
  const { restored } = useKeptDraft('title', methods);
  return (
    <form>
      {restored && <p role="status">{DRAFT_RESTORED}</p>}
      <label>
        Title
        <input {...methods.register('title')} />
      </label>
    </form>
  );
}

async function typeTitle(text: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), text);
}

afterEach(() => {
  forgetDrafts();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('useKeptDraft', () => {
  it('keeps what was typed when the session ends under the form, and puts it back when the same operator signs in again', async () => {
    saveSession(operator('op-1'));
    const first = render(<TitleForm />);
    await typeTitle('Diwali bonus');
    act(() => clearSession('expired'));
    expect(kept()).toEqual(['consult.form-draft.v1.op-1.title']);
    first.unmount();

    saveSession(operator('op-1'));
    render(<TitleForm />);
    expect(await screen.findByRole('status')).toHaveTextContent(DRAFT_RESTORED);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Diwali bonus');
    expect(kept()).toEqual([]);
  });

  it('keeps nothing at a logout, or when nothing was typed', async () => {
    saveSession(operator('op-1'));
    const typed = render(<TitleForm />);
    await typeTitle('Diwali bonus');
    act(() => clearSession('logout'));
    expect(kept()).toEqual([]);
    typed.unmount();

    saveSession(operator('op-1'));
    render(<TitleForm />);
    act(() => clearSession('expired'));
    expect(kept()).toEqual([]);
  });

  it('gives nothing to another operator signing in on the same tab, and forgets it', async () => {
    saveSession(operator('op-1'));
    const first = render(<TitleForm />);
    await typeTitle('Diwali bonus');
    act(() => clearSession('expired'));
    first.unmount();

    saveSession(operator('op-2'));
    render(<TitleForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(kept()).toEqual([]);
  });
});

describe('useKeptDraft when the form leaves the screen', () => {
  it('puts the typing back, saying nothing, when the form comes back (a search hid it, a list scrolled it away)', async () => {
    saveSession(operator('op-1'));
    const first = render(<TitleForm />);
    await typeTitle('Diwali bonus');
    first.unmount();
    // Only in memory: nothing is written to the tab's storage for it.
    expect(kept()).toEqual([]);

    const back = render(<TitleForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Diwali bonus');
    expect(screen.queryByRole('status')).toBeNull();
    back.unmount();
    // Still typed, so still kept: it comes back again.
    render(<TitleForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Diwali bonus');
  });

  it('gives it to no other operator, and keeps nothing over a logout', async () => {
    saveSession(operator('op-1'));
    const first = render(<TitleForm />);
    await typeTitle('Diwali bonus');
    first.unmount();
    saveSession(operator('op-2'));
    const other = render(<TitleForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    other.unmount();

    saveSession(operator('op-1'));
    const again = render(<TitleForm />);
    await typeTitle('Holi bonus');
    // Logout: the dashboard forgets the tab's drafts as it signs out, and the form leaves after.
    act(() => clearSession('logout'));
    forgetDrafts();
    again.unmount();
    saveSession(operator('op-1'));
    render(<TitleForm />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
});

describe('useKeptValue', () => {
  function Note({ name, text }: { name: string | null; text: string }) {
    const [restored, setRestored] = useState<string | null>(null);
    useKeptValue(name, { template: { text: '' }, snapshot: () => (text ? { text } : null), restore: (value) => setRestored(value.text) });
    return <p>{restored === null ? 'Nothing back' : `Back: ${restored}`}</p>;
  }

  it('keeps what the snapshot gives under its name at the session end, and gives it back once to the same name', () => {
    saveSession(operator('op-1'));
    const first = render(<Note name="note:1" text="Axis Bank A/C 7788" />);
    act(() => clearSession('expired'));
    expect(kept()).toEqual(['consult.form-draft.v1.op-1.note:1']);
    first.unmount();

    saveSession(operator('op-1'));
    const other = render(<Note name="note:2" text="" />);
    expect(screen.getByText('Nothing back')).toBeInTheDocument();
    other.unmount();
    const same = render(<Note name="note:1" text="" />);
    expect(screen.getByText('Back: Axis Bank A/C 7788')).toBeInTheDocument();
    same.unmount();
    render(<Note name="note:1" text="" />);
    expect(screen.getByText('Nothing back')).toBeInTheDocument();
  });

  it('keeps nothing without a name, or when the snapshot has nothing', () => {
    saveSession(operator('op-1'));
    render(
      <>
        <Note name={null} text="Unnamed" />
        <Note name="note:3" text="" />
      </>,
    );
    act(() => clearSession('expired'));
    expect(kept()).toEqual([]);
  });
});
