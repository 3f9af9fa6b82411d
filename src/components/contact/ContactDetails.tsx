import type { ReactNode } from 'react';
import { telHref } from './phoneLink';

export interface ContactDetailsProps {
  /** The contact e-mail address, linked with mailto:. */
  email: string;
  /** The contact phone number, linked with tel:. */
  phone: string;
  /** SPEC.md: assistance hours read 'Anytime'. */
  hours?: string;
}

const linkClass = 'break-all font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <dt className="flex items-center gap-3 text-sm font-medium text-gray-700">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-lg">{children}</dd>
    </div>
  );
}

const iconProps = { viewBox: '0 0 24 24', width: 22, height: 22, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** How to reach the support team: e-mail, phone and when someone answers. */
export function ContactDetails({ email, phone, hours = 'Anytime' }: ContactDetailsProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Item
        label="Email"
        icon={
          <svg {...iconProps}>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        }
      >
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </Item>
      <Item
        label="Phone"
        icon={
          <svg {...iconProps}>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </svg>
        }
      >
        <a href={telHref(phone)} className={linkClass}>
          {phone}
        </a>
      </Item>
      <Item
        label="Assistance hours"
        icon={
          <svg {...iconProps}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        }
      >
        <span className="font-semibold">{hours}</span>
      </Item>
    </dl>
  );
}
