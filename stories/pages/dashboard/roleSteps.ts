/**
 * What the stories of each tab as each role sees it share (issue 48): the role in the header, a
 * control drawn disabled with the backend's reason, and Export CSV, which every role keeps.
 * The reasons the stories expect are written out in full, as the issue words them.
 */
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import type { Role } from '../../../src/api/schemas/roles';
import { signedInAs } from '../../fixtures';
import { catchDownloads } from '../../helpers';

/** The header names the operator's role beside the greeting ('Support'), as a role to assistive technology. */
export async function expectRoleInHeader(canvasElement: HTMLElement, role: string) {
  const header = within(canvasElement).getByRole('banner');
  const shown = await within(header).findByText(role);
  await expect(shown).toBeVisible();
  await expect(shown.closest('p')).toHaveTextContent(`Role: ${role}`);
}

/** A control the role may not use, drawn disabled and saying why (its tooltip and description). */
export async function expectRefused(control: HTMLElement, reason: string) {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAccessibleDescription(reason);
  await expect(control).toHaveAttribute('title', reason);
}

/** Export CSV works for every role: pressing it hands the browser one file. */
export async function expectExportWorks(canvasElement: HTMLElement, name = 'Export CSV') {
  const { files, clicked, restore } = catchDownloads();
  try {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await waitFor(() => expect(files).toHaveLength(1));
    await expect((files[0] as Blob).size).toBeGreaterThan(0);
    await expect(clicked).toHaveBeenCalledOnce();
  } finally {
    restore();
  }
}

/**
 * /auth/me as the backend answers it once the operator's role has changed (`to`) after
 * `changed()` says so, and as `from` before: the seed's operator of role `from`, whose role an
 * admin changed in another tab.
 * (The stories' backend keeps no sessions, so it answers no operator of its own.)
 */
export function meAnswers(from: Role, to: Role, changed: () => boolean) {
  const operator = signedInAs(from).user;
  return http.post(routeUrl(findRoute('me')), () => HttpResponse.json({ user: { ...operator, role: changed() ? to : from } }));
}
