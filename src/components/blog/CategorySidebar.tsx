import { useId } from 'react';
import { BLOG_CATEGORIES, type BlogCategory } from '@/lib/blogFilter';

export interface CategorySidebarProps {
  /** The highlighted category. */
  selected: BlogCategory;
  /** Called with the category clicked. */
  onSelect: (category: BlogCategory) => void;
  /** The categories listed, All Categories first. */
  categories?: readonly BlogCategory[];
}

/** Toggle buttons: the selected category is pressed and highlighted (SPEC.md section 2). */
export function CategorySidebar({ selected, onSelect, categories = BLOG_CATEGORIES }: CategorySidebarProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        Categories
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {categories.map((category) => {
          const isSelected = category === selected;
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(category)}
                className={`w-full rounded-full px-4 py-1.5 text-left text-sm font-medium transition-colors lg:rounded-lg lg:px-3 lg:py-2 ${
                  isSelected ? 'bg-brand-600 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-300 hover:bg-brand-50 hover:text-brand-700 lg:ring-0'
                }`}
              >
                {category}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
