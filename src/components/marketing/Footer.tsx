import { Link } from 'react-router-dom';
import facebookIcon from '@/assets/layout/facebook.svg';
import instagramIcon from '@/assets/layout/instagram.svg';
import linkedinIcon from '@/assets/layout/linkedin.svg';
import { BRAND_NAME } from '@/brand';
import { config } from '@/config';
import { paths } from '@/paths';
import { Wordmark } from './Navbar';
import { StoreBadge } from './StoreBadge';

export const COPYRIGHT_TEXT = '2024, All Rights Reserved';

const linkGroups = [
  {
    heading: 'Company',
    links: [
      { label: 'About us', to: paths.about },
      { label: 'Contact us', to: paths.contact },
      { label: 'Careers', to: paths.careers },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms & Conditions', to: paths.terms },
    ],
  },
] as const;

const socialLinks = [
  { label: 'Facebook', href: config.facebookUrl, icon: facebookIcon },
  { label: 'Instagram', href: config.instagramUrl, icon: instagramIcon },
  { label: 'LinkedIn', href: config.linkedinUrl, icon: linkedinIcon },
] as const;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The public site's footer on every page: the wordmark and a line about the app, its store badge, the site's links in groups, social links and the copyright line. */
export function Footer() {
  return (
    <footer className="bg-ink text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-[1.4fr_2fr] md:gap-16">
        <div className="flex flex-col items-start gap-5">
          <Wordmark className={`text-white ${focusRing}`} />
          <p className="max-w-sm text-sm leading-6">
            Private chats, voice calls and video calls with the creators you follow. Pick a slot that suits you, pay in rupees by UPI,
            card or wallet, and finally ask the question that got lost in their DMs.
          </p>
          <StoreBadge loading="lazy" className={focusRing} />
        </div>

        {/* Three columns where there is room for them; beside the wordmark on a tablet (md) the links take the row and Follow us goes under them, its round links in one row. */}
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
          <nav aria-label="Footer" className="col-span-2 grid grid-cols-2 gap-8">
            {linkGroups.map((group) => (
              <div key={group.heading}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={`rounded-sm hover:text-white hover:underline ${focusRing}`}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="col-span-2 sm:col-span-1 md:col-span-2 lg:col-span-1">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {socialLinks.map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`grid size-10 place-items-center rounded-full bg-white/10 transition-colors hover:bg-brand-600 ${focusRing}`}
                  >
                    <img src={social.icon} alt={social.label} width={20} height={20} loading="lazy" className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <span>© {BRAND_NAME}</span> <span>{COPYRIGHT_TEXT}</span>
          </p>
          <p>Made in India for creators and the people who follow them.</p>
        </div>
      </div>
    </footer>
  );
}
