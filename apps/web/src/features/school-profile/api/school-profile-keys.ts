/** Query keys of the school profile screens. */
export const schoolProfileKey = ['school-profile'] as const;
export const schoolInformationKey = [...schoolProfileKey, 'information'] as const;
export const bannersKey = [...schoolProfileKey, 'banners'] as const;
export const registrationFormatKey = [...schoolProfileKey, 'registration-format'] as const;
