import { describe, expect, it } from 'vitest';
import { fetchDashboardUsers } from '../consultants';
import { fetchTransactions } from '../transactions';
import { server } from './node';
import { empty, failTimes, handlersOf, resetMockDb } from './index';

describe('scenario state lives for one story or test', () => {
  it('failTimes fails again after a reset, as a story run twice would', async () => {
    const scenario = failTimes('transactions', 1, 'Ledger offline');
    for (let run = 0; run < 2; run += 1) {
      server.use(...handlersOf(scenario));
      await expect(fetchTransactions()).rejects.toThrow('Ledger offline');
      expect((await fetchTransactions()).transactions.length).toBeGreaterThan(0);
      resetMockDb();
    }
  });

  it('empty starts empty again after a reset, whatever the last run wrote', async () => {
    const scenario = empty('dashboardUsers');
    for (let run = 0; run < 2; run += 1) {
      server.use(...handlersOf(scenario));
      await expect(fetchDashboardUsers()).resolves.toEqual([]);
      resetMockDb();
    }
  });
});
