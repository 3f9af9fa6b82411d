import { TeamMember, type TeamMemberProps } from './TeamMember';

export interface SuccessTeamProps {
  /** The team members shown, one card each. */
  members: TeamMemberProps[];
}

/** SPEC.md: the About page's 'Success Team' section with the two team members. */
export function SuccessTeam({ members }: SuccessTeamProps) {
  return (
    <section aria-labelledby="success-team" className="bg-brand-50/60">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id="success-team" className="text-center text-3xl font-bold tracking-tight">
          Success Team
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-gray-700">
          A small team in Bengaluru and Mumbai, answering to creators and followers rather than to an algorithm.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {members.map((member) => (
            <TeamMember key={member.name} {...member} />
          ))}
        </div>
      </div>
    </section>
  );
}
