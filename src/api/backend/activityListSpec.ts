/** The activity log as a list asked a page at a time (issue 47): the Activity tab and a consultant's history. Its calls are in activityList.ts. */
import { actionLabel, changesText } from '../../lib/activityWords';
import { isoSortKey } from '../../lib/format';
import { indianDay } from '../../lib/indianTime';
import { textSortKey } from '../../lib/sortRows';
import type { ActivityRecord } from '../schemas';
import type { ListSpec } from './lists';

/** 'Kritika Bose (consultant)': what the record concerns, as the tab shows, sorts and exports it. */
export const targetText = (record: ActivityRecord) => (record.target ? `${record.target.name} (${record.target.kind})` : '');

/** The 'at' sort's key of a day's first instant in India (00:00 IST). */
const startOfIndianDay = (day: string) => isoSortKey(`${day}T00:00:00+05:30`);

export const activityList: ListSpec<'activity'> = {
  collection: 'activity',
  noun: 'Activity records',
  id: (record) => record._id,
  sorts: {
    at: (record) => isoSortKey(record.at),
    operator: (record) => textSortKey(record.operator),
    action: (record) => textSortKey(actionLabel(record.action)),
    target: (record) => textSortKey(targetText(record)),
  },
  // Newest first.
  defaultSort: { id: 'at', desc: true },
  search: (record) => [record.operator, actionLabel(record.action), record.target?.name, record.target?.kind, changesText(record), record.detail],
  filters: {
    operator: { kind: 'equals', value: (record) => record.operator },
    // An operator by id, not name (the command palette's recent actions).
    operatorId: { kind: 'equals', value: (record) => record.operatorId },
    action: { kind: 'equals', value: (record) => record.action },
    // A record's history (from its Earnings row): the records that concern it.
    about: { kind: 'equals', value: (record) => record.target?.id },
    // Days in India, the operators' days, whatever the browser's zone.
    from: { kind: 'from', day: (record) => indianDay(record.at), follows: { sort: 'at', startOf: startOfIndianDay } },
    to: { kind: 'to', day: (record) => indianDay(record.at), follows: { sort: 'at', startOf: startOfIndianDay } },
  },
  facets: { operator: (record) => record.operator, action: (record) => record.action },
  sums: {},
  columns: {
    at: (record) => record.at,
    operator: (record) => record.operator,
    action: (record) => actionLabel(record.action),
    target: targetText,
    changes: changesText,
    detail: (record) => record.detail ?? '',
  },
};

