/** Badge colours by meaning, light and dark: the one palette of every status badge. */
const TONES = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200',
  gray: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

export type Tone = keyof typeof TONES;

export const toneClass = (tone: Tone) => TONES[tone];
