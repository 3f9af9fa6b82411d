import { createContext, useContext } from 'react';

/**
 * The dashboard header's search ('Search this tab'), which filters the open tab's table. The
 * layout keeps it (in the URL as `q`) and every tab reads it from here, so a keystroke reaches
 * the table at once.
 */
export const TabSearchContext = createContext('');

export function useTabSearch(): string {
  return useContext(TabSearchContext);
}
