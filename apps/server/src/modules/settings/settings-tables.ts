// Filled by the settings module (global setting, button values).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SettingsTables {}
