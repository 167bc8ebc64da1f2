import type { ReactNode } from 'react';
import { Icon as BaseIcon, type IconProps } from '../../../components/ui/icons';

/** The header's own stroke icons (the shared set lives in components/ui/icons.tsx). Decorative. */
function Icon({ className = 'size-4', ...props }: IconProps & { children: ReactNode }) {
  return <BaseIcon className={className} {...props} />;
}

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </Icon>
);

export const LogoutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);

/** Google's four-colour G (brand colours, so filled rather than stroked). */
