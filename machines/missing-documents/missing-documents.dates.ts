/** An ISO day (YYYY-MM-DD) as the upload's validity date DD/MM/YYYY (spec §7, §9). */
export const validityDateOf = (isoDay: string): string => isoDay.split('-').reverse().join('/');
