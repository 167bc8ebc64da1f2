/** docs/product/help-and-about.md: the help centre's sections, chosen by `?section=`; sample-center is the default. */
export const HELP_SECTIONS = ['sample-center', 'online-trade-show', 'tips', 'live'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];
const DEFAULT_HELP_SECTION: HelpSection = 'sample-center';

/** An unknown or missing `?section=` shows the default section rather than an empty page. */
export function toHelpSection(value: string | null): HelpSection {
  return HELP_SECTIONS.includes(value as HelpSection) ? (value as HelpSection) : DEFAULT_HELP_SECTION;
}
