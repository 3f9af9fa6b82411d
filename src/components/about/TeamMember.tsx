export interface TeamMemberProps {
  /** The member's full name. */
  name: string;
  /** Their job title, shown under the name. */
  role: string;
  /** URL of the portrait (an SVG illustration from src/assets/about). */
  photo: string;
  /** What the photo shows, for screen readers. */
  photoAlt: string;
  /** A sentence or two about them. */
  bio: string;
}

/** One person of the team: portrait, name, role and a few lines about them. */
export function TeamMember({ name, role, photo, photoAlt, bio }: TeamMemberProps) {
  return (
    <article className="flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:flex-row sm:items-start sm:gap-6 sm:text-left">
      <img src={photo} alt={photoAlt} width={144} height={144} loading="lazy" className="size-32 shrink-0 rounded-full ring-4 ring-brand-100 sm:size-36" />
      <div className="mt-5 sm:mt-0">
        <h3 className="text-xl font-semibold">{name}</h3>
        <p className="mt-1 text-sm font-semibold text-brand-700">{role}</p>
        <p className="mt-3 leading-relaxed text-gray-700">{bio}</p>
      </div>
    </article>
  );
}
