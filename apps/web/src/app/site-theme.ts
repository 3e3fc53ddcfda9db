import type { GlobalSetting } from '@bx/contract';

const colourVars = {
  bg_primary_color: '--bg-primary',
  bg_secondry_color: '--bg-secondary',
  text_primary_color: '--text-primary',
  text_secondry_color: '--text-secondary',
  other_color: '--accent',
} as const;

/** Applies the operator's colours, title and icon from the global setting; the stylesheet's defaults stand for any left empty. */
export function applySiteTheme(setting: GlobalSetting | null): void {
  if (!setting) return;
  const root = document.documentElement.style;
  for (const [field, cssVar] of Object.entries(colourVars)) {
    const value = setting[field as keyof typeof colourVars];
    if (value) root.setProperty(cssVar, value);
    else root.removeProperty(cssVar);
  }
  if (setting.site_title) document.title = setting.site_title;
  if (setting.favicon) document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', setting.favicon);
}
