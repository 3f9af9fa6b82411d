/** What a tab says to a role it is not for (issue 48): 'You don't have access to Operators'. */
export const noAccessTo = (tab: string) => `You don't have access to ${tab}`;
export const ASK_AN_ADMIN = 'Your role does not include this tab. Ask an admin if you need it.';

export interface NoAccessProps {
  /** The tab's name, as the menu writes it ('Operators'). */
  tab: string;
  /** Why, and what to do; asking an admin unless said. */
  reason?: string;
}

/**
 * Shown instead of a tab the signed-in role may not use, rather than a failure: said once
 * (role="status"), with what to do about it. The backend refuses the tab's calls whatever the
 * page shows.
 */
export function NoAccess({ tab, reason = ASK_AN_ADMIN }: NoAccessProps) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white px-6 py-10 text-center">
      <p className="text-base font-semibold text-gray-900">{noAccessTo(tab)}</p>
      <p className="max-w-prose text-sm text-gray-700">{reason}</p>
    </div>
  );
}
