import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../db.json';
import { DEFAULT_ERROR_MESSAGE, error, MOCK_OTP } from '../../src/api/mocks';
import { backendResolver, findRoute, routeHandler, routeUrl } from '../../src/api/mocks/handlers';
import { sendOtp } from '../../src/api/auth';
import { clearSession, saveSession } from '../../src/api/session';
import { LOGIN_CODE_STEP_KEY, rememberCodeStep } from '../../src/pages/loginCodeStep';
import { operatorGreeting, operatorNationalNumber, signedInSession, signOutInAnotherTab, tabHeading } from '../fixtures';

/** /login2 against the mock backend (SPEC.md Login, PRODUCT.md point 4). */
const meta = {
  title: 'Pages/Login',
  parameters: { deeplink: { path: '/login2' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const operator = seed.operators[0]!;
// How the page writes the seed operator's number: '+91 98765 00001'.
const operatorPhone = `+91 ${operatorNationalNumber.slice(0, 5)} ${operatorNationalNumber.slice(5)}`;
const TOO_MANY = 'Too many codes were requested from this network. Try again in 9 minutes.';

async function requestCode(canvas: Canvas, phoneNumber = operatorNationalNumber) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number' }), phoneNumber);
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
}

async function enterCode(canvas: Canvas, code: string) {
  const first = await canvas.findByRole('textbox', { name: 'Digit 1 of 6' });
  await userEvent.click(first);
  await userEvent.keyboard(code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
}

/** Alerts anywhere on the page, toasts included: a failure must be shown once, not twice. */
async function expectOnlyAlert(canvasElement: HTMLElement, text: string) {
  const page = within(canvasElement.ownerDocument.body);
  await expect(await page.findByRole('alert')).toHaveTextContent(text);
  // Give a toast (which loads on first use) the time it would need to appear.
  await new Promise((resolve) => setTimeout(resolve, 800));
  await expect(page.getAllByRole('alert')).toHaveLength(1);
}

const storedSession = () => JSON.parse(window.localStorage.getItem('consult.session') ?? 'null') as { token?: string; user: { name: string } } | null;

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+91 India');
    await requestCode(canvas);
    await expect(await canvas.findByText(`If ${operatorPhone} is registered for the back-office, a 6-digit code is on its way.`)).toBeVisible();
    await expect(canvas.getByText(/^Resend code in (30|29|28) s$/)).toBeVisible();
    await enterCode(canvas, MOCK_OTP);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
    // Greeted by name (issue 26).
    await expect(canvas.getByText(operatorGreeting)).toBeVisible();
    // Who is signed in, for every tab; the session itself is an HttpOnly cookie no script reads.
    const session = storedSession();
    await expect(session?.user.name).toBe(operator.name);
    await expect(session?.token).toBeUndefined();
    await expect(document.cookie).not.toContain('consult_session');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await requestCode(canvas);
    const boxes = await canvas.findAllByRole('textbox', { name: /^Digit \d of 6$/ });
    await expect(boxes).toHaveLength(6);
    for (const box of boxes) await expect(box).toBeVisible();
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    await requestCode(canvas, '98765');
    await expect(await canvas.findByText('Please enter a valid phone number.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  },
};

export const TooManyCodes: Story = {
  parameters: { msw: { handlers: error('sendOtp', TOO_MANY, 429) } },
  play: async ({ canvas, canvasElement }) => {
    await requestCode(canvas);
    await expectOnlyAlert(canvasElement, TOO_MANY);
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue(operatorNationalNumber);
    // The network's limit, not the number's: there is no last code to offer.
    await expect(canvas.queryByRole('button', { name: /^Enter the last code/ })).not.toBeInTheDocument();
  },
};

/** The number already had its codes for now: the page offers the last one, which still signs in. */
export const TooManyCodesEnterTheLastOne: Story = {
  play: async ({ canvas }) => {
    // Five codes already went to this number (another tab, an impatient hand).
    for (let sent = 0; sent < 5; sent += 1) await sendOtp({ countryCode: '+91', phoneNumber: operatorNationalNumber });
    await requestCode(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many codes were requested for this number. Use the last code sent, or try again in 5 minutes.');
    await userEvent.click(canvas.getByRole('button', { name: `Enter the last code sent to ${operatorPhone}` }));
    await expect(await canvas.findByText(`If ${operatorPhone} is registered for the back-office, enter the last 6-digit code it was sent.`)).toBeVisible();
    // Another code only once the number's limit lets one through.
    await expect(canvas.getByText(/^Resend code in (5:00|4:59|4:58)$/)).toBeVisible();
    await enterCode(canvas, MOCK_OTP);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
    await expect(window.sessionStorage.getItem(LOGIN_CODE_STEP_KEY)).toBeNull();
  },
};

/** The phone's browser reloaded the page while the operator read the SMS: the code step comes back, and the code signs in. */
export const CodeStepAfterAReload: Story = {
  beforeEach: () => {
    const now = Date.now();
    rememberCodeStep({ country: 'India', countryCode: '+91', phoneNumber: operatorNationalNumber, resendAt: now + 20_000, expiresAt: now + 290_000, resent: false, earlier: false });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`If ${operatorPhone} is registered for the back-office, a 6-digit code is on its way.`)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    // The code this tab asked for before the reload.
    await sendOtp({ countryCode: '+91', phoneNumber: operatorNationalNumber });
    await enterCode(canvas, MOCK_OTP);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
    await expect(window.sessionStorage.getItem(LOGIN_CODE_STEP_KEY)).toBeNull();
  },
};

export const SendFails: Story = {
  parameters: { msw: { handlers: error('sendOtp') } },
  play: async ({ canvas, canvasElement }) => {
    await requestCode(canvas);
    await expectOnlyAlert(canvasElement, DEFAULT_ERROR_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  },
};

export const SendNetworkError: Story = {
  parameters: { msw: { handlers: { sendOtp: http.post(routeUrl(findRoute('sendOtp')), () => HttpResponse.error()) } } },
  play: async ({ canvas, canvasElement }) => {
    await requestCode(canvas);
    await expectOnlyAlert(canvasElement, 'Could not reach the server. Check your connection and try again.');
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    await requestCode(canvas);
    await enterCode(canvas, '000000');
    await expectOnlyAlert(canvasElement, 'That code is not right. 4 tries left.');
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(first).toHaveFocus();
    for (const n of [1, 2, 3, 4, 5, 6]) await expect(canvas.getByRole('textbox', { name: `Digit ${n} of 6` })).toHaveValue('');
    await expect(storedSession()).toBeNull();
    // The right code still signs in.
    await enterCode(canvas, MOCK_OTP);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
  },
};

export const ChangeNumber: Story = {
  play: async ({ canvas }) => {
    await requestCode(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change number' }));
    // A reload now shows the phone step, not the code step left.
    await expect(window.sessionStorage.getItem(LOGIN_CODE_STEP_KEY)).toBeNull();
    const phone = await canvas.findByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue(operatorNationalNumber);
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  },
};

const verifyOtp = findRoute('verifyOtp');

/**
 * The operator's computer clock is 13 hours fast (or the backend's slow): by the backend's
 * moment, the session it just began ended an hour ago on this computer. It is counted from the
 * browser's own now (`expiresInSeconds`), so the operator is signed in and stays, rather than
 * sent back to sign in with no reason given.
 */
export const ComputerClockHoursFast: Story = {
  parameters: {
    msw: {
      handlers: {
        verifyOtp: routeHandler(verifyOtp, async (info) => {
          const answer = await backendResolver(verifyOtp)(info);
          if (!(answer instanceof Response) || !answer.ok) return answer;
          const body = (await answer.json()) as Record<string, unknown>;
          return HttpResponse.json({ ...body, expiresAt: new Date(Date.now() - 60 * 60_000).toISOString() });
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await requestCode(canvas);
    await enterCode(canvas, MOCK_OTP);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
    await expect(canvas.getByText(operatorGreeting)).toBeVisible();
    // Kept until 12 hours from now by this computer's clock.
    const kept = JSON.parse(window.localStorage.getItem('consult.session') ?? '{}') as { expiresAt?: string };
    await expect(Date.parse(kept.expiresAt ?? '') - Date.now()).toBeGreaterThan(11 * 3600_000);
  },
};

export const SessionExpiredMessage: Story = {
  beforeEach: () => {
    saveSession(signedInSession);
    clearSession('expired');
  },
  play: async ({ canvas }) => {
    // A status message, announced without taking focus from the form.
    await expect(await canvas.findByText('Your session has ended. Please sign in again.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
  },
};

export const NoMessageAfterLogout: Story = {
  beforeEach: () => {
    saveSession(signedInSession);
    clearSession('logout');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
    await expect(canvas.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('You signed out in another tab.')).not.toBeInTheDocument();
  },
};

/** The operator logged out in another tab of this browser: this one says so. */
export const SignedOutInAnotherTab: Story = {
  beforeEach: () => signOutInAnotherTab('logout'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You signed out in another tab.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  },
};

/** A 401 on /dashboard/earnings ended the session: signing in leads back there. */
export const ReturnsToThePageAfter401: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings' } },
  beforeEach: () => {
    saveSession(signedInSession);
    clearSession('expired');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    await requestCode(canvas);
    await enterCode(canvas, MOCK_OTP);
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  },
};
