import { Icon } from '@/components/ui/Icon';

/** SPEC.md: the creator ID as its first 7 characters, green when bank details are set, red otherwise. */
export const CREATOR_ID_LENGTH = 7;

export const hasBankDetails = (bankDetails: string | undefined) => (bankDetails ?? '').trim() !== '';

/** The colour is backed by a mark and words, so the cue does not depend on seeing colour. */
export function CreatorId({ dataid, bankDetails }: { dataid: string; bankDetails: string | undefined }) {
  const set = hasBankDetails(bankDetails);
  return (
    <span
      title={`${dataid} (${set ? 'bank details set' : 'no bank details'})`}
      className={`inline-flex items-center gap-1 font-mono text-sm font-semibold ${set ? 'text-green-800' : 'text-red-700'}`}
    >
      <Icon name={set ? 'check' : 'cross'} />
      {dataid.slice(0, CREATOR_ID_LENGTH)}
      <span className="sr-only">{set ? ', bank details set' : ', no bank details'}</span>
    </span>
  );
}
