import { type DishFamily, dishFamilyOf } from '@sous/domain';
import type { ReactNode } from 'react';

// One small drawing per dish family (@sous/domain's DISH_FAMILIES picks it from the recipe's words):
// inline SVG in the brand's colours, so a recipe has a face with no image service and no request.
const INK = '#7c2d12';
const FILL = '#fde8d7';
const ACCENT = '#c2410c';
const GREEN = '#15803d';

const bowl = <path d="M10 34h44c0 12-10 20-22 20S10 46 10 34z" fill={FILL} stroke={INK} strokeWidth="2.5" />;

const DRAWINGS: Record<DishFamily, ReactNode> = {
  soup: (
    <>
      {bowl}
      <path d="M12 34c6-3 14 3 20 0s14-3 20 0" fill="none" stroke={ACCENT} strokeWidth="2.5" />
      <path
        d="M24 26c-2-3 2-5 0-8M32 26c-2-3 2-5 0-8M40 26c-2-3 2-5 0-8"
        fill="none"
        stroke={INK}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  pasta: (
    <>
      {bowl}
      <path
        d="M16 34c4-10 10 2 14-8s8 4 12-6 6 6 8 14"
        fill="none"
        stroke={ACCENT}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M44 8l-8 26" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  noodles: (
    <>
      {bowl}
      <path
        d="M18 34c2-8 6-8 8 0M28 34c2-8 6-8 8 0M38 34c2-8 6-8 8 0"
        fill="none"
        stroke={ACCENT}
        strokeWidth="2.5"
      />
      <path d="M30 6l14 26M38 4l10 28" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  salad: (
    <>
      {bowl}
      <path
        d="M16 34c0-8 8-12 12-6 2-8 12-8 14 0 4-4 10 0 8 6"
        fill="#bbf7d0"
        stroke={GREEN}
        strokeWidth="2.5"
      />
      <circle cx="30" cy="30" r="3" fill={ACCENT} />
    </>
  ),
  eggs: (
    <>
      <circle cx="32" cy="34" r="22" fill="#fff" stroke={INK} strokeWidth="2.5" />
      <path
        d="M20 32c0-8 8-10 12-6s12-2 12 6-6 12-12 10-12 0-12-10z"
        fill="#fff"
        stroke={INK}
        strokeWidth="2"
      />
      <circle cx="32" cy="33" r="6" fill="#f59e0b" />
    </>
  ),
  rice: (
    <>
      {bowl}
      <path d="M12 34c0-12 8-18 20-18s20 6 20 18z" fill="#fff" stroke={INK} strokeWidth="2.5" />
      <path d="M22 26h3M30 22h3M38 27h3M27 30h3M35 31h3" stroke={INK} strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  bake: (
    <>
      <rect x="8" y="26" width="48" height="22" rx="4" fill={FILL} stroke={INK} strokeWidth="2.5" />
      <path d="M12 30c6-6 10 4 16-2s10 4 16-2 8 2 8 2" fill="none" stroke={ACCENT} strokeWidth="2.5" />
      <path d="M4 32h4M56 32h4" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  wrap: (
    <>
      <path d="M8 44c8-20 40-20 48 0z" fill="#fde68a" stroke={INK} strokeWidth="2.5" />
      <path d="M16 40c4-6 8-2 12-6s8 2 12-2 6 2 8 6" fill="none" stroke={GREEN} strokeWidth="2.5" />
      <circle cx="26" cy="38" r="2.5" fill={ACCENT} />
      <circle cx="38" cy="37" r="2.5" fill={ACCENT} />
    </>
  ),
  grill: (
    <>
      <path d="M6 52l52-40" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
      <rect x="16" y="34" width="9" height="9" rx="2" transform="rotate(-38 20 38)" fill={ACCENT} />
      <rect
        x="28"
        y="25"
        width="9"
        height="9"
        rx="2"
        transform="rotate(-38 32 29)"
        fill="#bbf7d0"
        stroke={GREEN}
      />
      <rect x="40" y="16" width="9" height="9" rx="2" transform="rotate(-38 44 20)" fill={ACCENT} />
    </>
  ),
  plate: (
    <>
      <circle cx="32" cy="34" r="22" fill="#fff" stroke={INK} strokeWidth="2.5" />
      <circle cx="32" cy="34" r="14" fill={FILL} stroke={INK} strokeWidth="1.5" />
      <path d="M26 32c2-4 10-4 12 0" fill="none" stroke={ACCENT} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
};

/** The recipe's dish family, drawn: decorative (the title says what it is), so hidden from readers. */
export function DishIllustration({
  recipe,
  className,
}: {
  recipe: { title: string; description?: string };
  className?: string;
}) {
  const family = dishFamilyOf(recipe);
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-dish-family={family}
      className={className}
    >
      {DRAWINGS[family]}
    </svg>
  );
}
