/**
 * docs/product/catalog.md: five static sponsors (id, name, logo, link, description). They are brands of the
 * catalogue, so each link opens the product list filtered by that brand; the logo is a drawn text
 * mark (colours and initials), and the description is a catalogue key, so it reads in Bengali too.
 */
export interface Sponsor {
  id: number;
  name: string;
  logo: { initials: string; background: string; foreground: string };
  link: string;
  description: 'deshiThreads' | 'karigor' | 'urbanMirpur' | 'tarang' | 'ghorSajao';
}

export const SPONSORS: readonly Sponsor[] = [
  {
    id: 1,
    name: 'Deshi Threads',
    logo: { initials: 'DT', background: '#0f766e', foreground: '#ecfdf5' },
    link: '/products?brand=deshi-threads',
    description: 'deshiThreads',
  },
  {
    id: 2,
    name: 'Karigor',
    logo: { initials: 'K', background: '#7c2d12', foreground: '#fde68a' },
    link: '/products?brand=karigor',
    description: 'karigor',
  },
  {
    id: 3,
    name: 'Urban Mirpur',
    logo: { initials: 'UM', background: '#1e293b', foreground: '#38bdf8' },
    link: '/products?brand=urban-mirpur',
    description: 'urbanMirpur',
  },
  {
    id: 4,
    name: 'Tarang',
    logo: { initials: 'T', background: '#4c1d95', foreground: '#f5f3ff' },
    link: '/products?brand=tarang',
    description: 'tarang',
  },
  {
    id: 5,
    name: 'Ghor Sajao',
    logo: { initials: 'GS', background: '#b45309', foreground: '#fffbeb' },
    link: '/products?brand=ghor-sajao',
    description: 'ghorSajao',
  },
];
